import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import {
  PASSWORD_MIN_LENGTH,
  TWO_STEP_MESSAGES,
  changePasswordSchema,
  type ChangePasswordBody,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n/app';
import { useChangePassword } from '../api/change-password';
import { PasswordField } from './PasswordField';
import { passwordText } from './password-text';

const EMPTY: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '', code: '' };

/**
 * The change-password dialog (loaded on first open by ChangePasswordButton, so react-hook-form stays out of the
 * sign-in screen's bundle). Focus goes back to the header button when it closes.
 */
export function ChangePasswordDialog({
  open,
  setOpen,
  returnFocusTo,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useT();
  const change = useChangePassword();
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onOpenChange = (next: boolean) => {
    if (change.isPending) return;
    setOpen(next);
    if (!next) form.reset(EMPTY);
  };

  /** The server's messages about the code belong beside the code field (issue 39). */
  const codeMessages: string[] = [TWO_STEP_MESSAGES.codeRequired, TWO_STEP_MESSAGES.codeInvalid];
  const onSubmit = form.handleSubmit(({ code, ...body }) =>
    // An empty code is left out: it is only asked for when two-step sign-in is on.
    change.mutate(code?.trim() ? { ...body, code: code.trim() } : body, {
      onSuccess: ({ message }) => {
        toast.success(passwordText(message) ?? message);
        onOpenChange(false);
      },
      onError: (error) => {
        // The server's rule messages (wrong current password, too many attempts) belong beside the field.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          const field = codeMessages.includes(error.message) ? 'code' : 'currentPassword';
          form.setError(field, { message: error.message }, { shouldFocus: true });
        } else toast.error(t('pwd.failed'), { description: error.message });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('pwd.title')}</DialogTitle>
          <DialogDescription>{t('pwd.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <fieldset disabled={change.isPending} className="grid min-w-0 gap-4">
            <PasswordField
              id="change-current"
              label={t('pwd.current')}
              autoComplete="current-password"
              error={passwordText(errors.currentPassword?.message)}
              registration={form.register('currentPassword')}
            />
            <PasswordField
              id="change-new"
              label={t('pwd.new', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              error={passwordText(errors.newPassword?.message)}
              registration={form.register('newPassword')}
            />
            <PasswordField
              id="change-confirm"
              label={t('pwd.confirm')}
              autoComplete="new-password"
              error={passwordText(errors.confirmPassword?.message)}
              registration={form.register('confirmPassword')}
            />
            <PasswordField
              id="change-code"
              type="text"
              label={t('pwd.code')}
              autoComplete="one-time-code"
              error={passwordText(errors.code?.message)}
              registration={form.register('code')}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t('pwd.cancel')}
              </Button>
              <Button type="submit" loading={change.isPending}>
                {t('pwd.title')}
              </Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
