import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CORRECTION_MESSAGES as M,
  CORRECTION_REASON_MAX,
  rejectCorrectionBodySchema,
  type Correction,
} from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Label } from '../../../../components/ui/label';
import { Textarea } from '../../../../components/ui/textarea';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../../lib/form';
import { formatDateDMY } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { useRejectCorrection } from '../../api/decide-correction';

/** 'Reject correction': the reason is required; on failure the dialog stays open with the text. */
export function RejectCorrectionDialog({
  correction,
  onClose,
}: {
  /** null keeps the dialog closed. */
  correction: Correction | null;
  onClose: () => void;
}) {
  const form = useForm({
    ...SUBMIT_ONLY,
    resolver: zodResolver(rejectCorrectionBodySchema),
    defaultValues: { reason: '' },
  });
  const reject = useRejectCorrection();

  const close = () => {
    form.reset({ reason: '' });
    onClose();
  };

  const submit = form.handleSubmit(
    ({ reason }) => {
      if (!correction) return;
      reject.mutate(
        { id: correction._id, reason },
        {
          onSuccess: () => {
            toast.success(M.rejected);
            close();
          },
          onError: (error) => {
            console.error('Correction rejection failed', error);
            toast.error(M.rejectFailed, { description: error.message });
          },
        },
      );
    },
    (errors) => toast.error(firstErrorMessage(errors) ?? M.rejectionEmpty),
  );

  return (
    <Dialog open={correction !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject correction</DialogTitle>
          <DialogDescription>
            {correction
              ? `${correction.employeeName} will see this reason with their correction for ${formatDateDMY(correction.date)}.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="correction-rejection-reason">Reason</Label>
            <Textarea
              id="correction-rejection-reason"
              placeholder="Enter the reason for rejection"
              maxLength={CORRECTION_REASON_MAX}
              disabled={reject.isPending}
              {...form.register('reason')}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={reject.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={reject.isPending}>
              Reject
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
