import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';
import { SUBMIT_ONLY, firstErrorMessage } from '../lib/form';
import { toast } from '../lib/toast';

export interface RejectReasonDialogProps {
  open: boolean;
  title: string;
  /** Who will see the reason, and with what. */
  description: string | null;
  /** The textarea's id (unique on the page). */
  inputId: string;
  maxLength: number;
  /** The reason's schema from the request body (its messages are the toasts of a refused reason). */
  reasonSchema: z.ZodType<string>;
  /** Shown when the reason is refused and the schema gave no message. */
  emptyMessage: string;
  pending: boolean;
  onClose: () => void;
  /** Sends the reason; calls `done` once it succeeded (the dialog then closes and forgets the text). */
  onReject: (reason: string, done: () => void) => void;
  /** The confirming button ('Reject' unless given, e.g. 'Cancel leave'). */
  confirmLabel?: string;
  placeholder?: string;
  /** The button that closes without sending ('Cancel' unless given). */
  dismissLabel?: string;
}

/**
 * A reason to reject something (a leave request, a correction): the reason must be non-blank; on failure
 * the dialog stays open with the text. Each feature gives its own titles, messages and mutation.
 */
export function RejectReasonDialog(props: RejectReasonDialogProps) {
  const {
    open,
    title,
    description,
    inputId,
    maxLength,
    reasonSchema,
    emptyMessage,
    pending,
    onClose,
    onReject,
    confirmLabel = 'Reject',
    placeholder = 'Enter the reason for rejection',
    dismissLabel = 'Cancel',
  } = props;
  const form = useForm({
    ...SUBMIT_ONLY,
    resolver: zodResolver(z.object({ reason: reasonSchema })),
    defaultValues: { reason: '' },
  });

  const close = () => {
    form.reset({ reason: '' });
    onClose();
  };

  const submit = form.handleSubmit(
    ({ reason }) => onReject(reason, close),
    (errors) => toast.error(firstErrorMessage(errors) ?? emptyMessage),
  );

  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Reason</Label>
            <Textarea
              id={inputId}
              placeholder={placeholder}
              maxLength={maxLength}
              disabled={pending}
              {...form.register('reason')}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={pending}>
              {dismissLabel}
            </Button>
            <Button type="submit" variant="destructive" loading={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
