import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import {
  LEAVE_MESSAGES,
  LEAVE_REASON_MAX,
  rejectLeaveBodySchema,
  type LeaveRequest,
  type Role,
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
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../lib/form';
import { useRejectLeave } from '../api/reject-leave';

interface RejectLeaveDialogProps {
  role: Role;
  /** The request being rejected; null keeps the dialog closed. */
  leave: LeaveRequest | null;
  onClose: () => void;
}

/** 'Reason for Rejection': the reason must be non-blank; on failure the dialog stays open with the text. */
export function RejectLeaveDialog({ role, leave, onClose }: RejectLeaveDialogProps) {
  const form = useForm({
    ...SUBMIT_ONLY,
    resolver: zodResolver(rejectLeaveBodySchema),
    defaultValues: { rejectionReason: '' },
  });
  const rejectLeave = useRejectLeave(role);

  const close = () => {
    form.reset({ rejectionReason: '' });
    onClose();
  };

  const submit = form.handleSubmit(
    ({ rejectionReason }) => {
      if (!leave) return;
      rejectLeave.mutate(
        { id: leave._id, rejectionReason },
        {
          onSuccess: () => {
            toast.success(LEAVE_MESSAGES.rejected);
            close();
          },
          onError: (error) => {
            console.error('Leave rejection failed', error);
            toast.error(LEAVE_MESSAGES.rejectFailed, { description: error.message });
          },
        },
      );
    },
    (errors) => toast.error(firstErrorMessage(errors) ?? LEAVE_MESSAGES.rejectionEmpty),
  );

  return (
    <Dialog open={leave !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reason for Rejection</DialogTitle>
          <DialogDescription>
            {leave
              ? `${leave.employeeName} will see this reason with their ${leave.type.toLowerCase()} request.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="rejection-reason">Reason</Label>
            <Textarea
              id="rejection-reason"
              placeholder="Enter the reason for rejection"
              maxLength={LEAVE_REASON_MAX}
              disabled={rejectLeave.isPending}
              {...form.register('rejectionReason')}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={rejectLeave.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={rejectLeave.isPending}>
              Reject
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
