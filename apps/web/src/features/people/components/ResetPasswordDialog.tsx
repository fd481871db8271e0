import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import {
  ACCOUNT_MESSAGES,
  resetPasswordFormSchema,
  type Employee,
  type ResetPasswordForm,
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
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useResetPassword } from '../api/use-reset-password';

/**
 * Admin sets a new password for someone: typed, or left blank to have the server generate one, which is
 * shown here once and never again. Their sessions end either way.
 */
export function ResetPasswordDialog({
  employee,
  onClose,
}: {
  employee: Employee | null;
  onClose: () => void;
}) {
  const reset = useResetPassword();
  const [generated, setGenerated] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '' },
  });
  const error = form.formState.errors.password?.message;

  const close = () => {
    if (reset.isPending) return;
    setGenerated(null);
    form.reset({ password: '' });
    onClose();
  };
  const onSubmit = form.handleSubmit(({ password }) => {
    if (!employee) return;
    reset.mutate(
      { id: employee._id, ...(password ? { password } : {}) },
      {
        onSuccess: ({ message, generatedPassword }) => {
          toast.success(message);
          if (generatedPassword) setGenerated(generatedPassword);
          else close();
        },
        onError: (failure) => toast.error(ACCOUNT_MESSAGES.resetFailed, { description: failure.message }),
      },
    );
  });

  return (
    <Dialog open={employee !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset password</DialogTitle>
          <DialogDescription>
            {employee ? `Set a new password for ${employee.name}. Their current sessions will end.` : ''}
          </DialogDescription>
        </DialogHeader>
        {generated ? (
          <div className="grid gap-3">
            <p className="text-sm">Give them this password now. It will not be shown again.</p>
            <output
              aria-label="Generated password"
              className="rounded-md border bg-muted px-3 py-2 font-mono text-base break-all select-all"
            >
              {generated}
            </output>
            <DialogFooter>
              <Button onClick={close}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <fieldset disabled={reset.isPending} className="grid min-w-0 gap-4">
              <div className="grid gap-2">
                <Label htmlFor="reset-password">New password (leave blank to generate one)</Label>
                <Input
                  id="reset-password"
                  type="password"
                  autoComplete="new-password"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'reset-password-error' : undefined}
                  {...form.register('password')}
                />
                {error ? (
                  <p id="reset-password-error" role="alert" className="text-sm text-destructive">
                    {error}
                  </p>
                ) : null}
              </div>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" variant="destructive" loading={reset.isPending}>
                  Reset password
                </Button>
              </DialogFooter>
            </fieldset>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
