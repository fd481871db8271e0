import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { LEAVE_MESSAGES, LEAVE_REASON_MAX, type LeaveRequest, type Role } from '@hrms/shared';
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
import { useRejectLeave } from '../api/reject-leave';

interface RejectLeaveDialogProps {
  role: Role;
  /** The request being rejected; null keeps the dialog closed. */
  leave: LeaveRequest | null;
  onClose: () => void;
}

/** 'Reason for Rejection': the reason must be non-blank; on failure the dialog stays open with the text. */
export function RejectLeaveDialog({ role, leave, onClose }: RejectLeaveDialogProps) {
  const [reason, setReason] = useState('');
  const rejectLeave = useRejectLeave(role);

  const close = () => {
    setReason('');
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!leave) return;
    const rejectionReason = reason.trim();
    if (!rejectionReason) {
      toast.error(LEAVE_MESSAGES.rejectionEmpty);
      return;
    }
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
  };

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
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="rejection-reason">Reason</Label>
            <Textarea
              id="rejection-reason"
              placeholder="Enter the reason for rejection"
              value={reason}
              maxLength={LEAVE_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              disabled={rejectLeave.isPending}
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
