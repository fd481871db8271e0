import { useState } from 'react';
import {
  LEAVE_POLICY_MESSAGES,
  LEAVE_REASON_MAX,
  cancelLeaveBodySchema,
  type LeaveRequest,
  type Role,
} from '@hrms/shared';
import { RejectReasonDialog } from '../../../components/reject-reason-dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { formatDateDMY } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCancelApprovedLeave, useCancelOwnLeave } from '../api/cancel-leave';

function describe(leave: LeaveRequest): string {
  const start = formatDateDMY(leave.startDate);
  const dates = leave.endDate === leave.startDate ? start : `${start} - ${formatDateDMY(leave.endDate)}`;
  return `${leave.type}, ${dates}`;
}

interface CancelOwnLeaveDialogProps {
  userId: string;
  /** The request being cancelled; null keeps the dialog closed. */
  leave: LeaveRequest | null;
  onClose: () => void;
}

/** The person withdraws a Pending request, or an Approved one not begun; the reason is optional. */
export function CancelOwnLeaveDialog({ userId, leave, onClose }: CancelOwnLeaveDialogProps) {
  const cancel = useCancelOwnLeave(userId);
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  const confirm = () => {
    if (!leave) return;
    cancel.mutate(
      { leaveId: leave._id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(LEAVE_POLICY_MESSAGES.cancelled);
          close();
        },
        onError: (error) => {
          console.error('Leave cancellation failed', error);
          toast.error(LEAVE_POLICY_MESSAGES.cancelFailed, { description: error.message });
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={leave !== null}
      title="Cancel this leave request?"
      description={
        leave
          ? `${describe(leave)}. Any days it took come back to your balance.`
          : 'Any days it took come back to your balance.'
      }
      confirmLabel="Cancel leave"
      pending={cancel.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      <div className="grid gap-2">
        <Label htmlFor="own-cancel-reason">Reason (optional)</Label>
        <Textarea
          id="own-cancel-reason"
          maxLength={LEAVE_REASON_MAX}
          value={reason}
          disabled={cancel.isPending}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}

interface CancelApprovedDialogProps {
  role: Role;
  leave: LeaveRequest | null;
  onClose: () => void;
}

/** HR and Admin cancel an Approved request with a required reason (audited); the balance is restored. */
export function CancelApprovedDialog({ role, leave, onClose }: CancelApprovedDialogProps) {
  const cancel = useCancelApprovedLeave(role);
  return (
    <RejectReasonDialog
      open={leave !== null}
      title="Cancel approved leave"
      description={
        leave
          ? `${leave.employeeName}'s ${describe(leave)}. They will see this reason; the days come back to their balance.`
          : null
      }
      inputId="cancel-reason"
      maxLength={LEAVE_REASON_MAX}
      reasonSchema={cancelLeaveBodySchema.shape.reason}
      emptyMessage={LEAVE_POLICY_MESSAGES.cancelReason}
      placeholder="Enter the reason for cancelling"
      confirmLabel="Cancel leave"
      dismissLabel="Keep it"
      pending={cancel.isPending}
      onClose={onClose}
      onReject={(reason, done) => {
        if (!leave) return;
        cancel.mutate(
          { id: leave._id, reason },
          {
            onSuccess: () => {
              toast.success(LEAVE_POLICY_MESSAGES.cancelled);
              done();
            },
            onError: (error) => {
              console.error('Leave cancellation failed', error);
              toast.error(LEAVE_POLICY_MESSAGES.cancelFailed, { description: error.message });
            },
          },
        );
      }}
    />
  );
}
