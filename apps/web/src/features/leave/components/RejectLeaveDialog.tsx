import {
  LEAVE_MESSAGES,
  LEAVE_REASON_MAX,
  rejectLeaveBodySchema,
  type LeaveRequest,
  type Role,
} from '@hrms/shared';
import { RejectReasonDialog } from '../../../components/reject-reason-dialog';
import { toast } from '../../../lib/toast';
import { useRejectLeave } from '../api/reject-leave';

interface RejectLeaveDialogProps {
  role: Role;
  /** The request being rejected; null keeps the dialog closed. */
  leave: LeaveRequest | null;
  onClose: () => void;
}

/** 'Reason for Rejection': the reason must be non-blank; on failure the dialog stays open with the text. */
export function RejectLeaveDialog({ role, leave, onClose }: RejectLeaveDialogProps) {
  const rejectLeave = useRejectLeave(role);
  return (
    <RejectReasonDialog
      open={leave !== null}
      title="Reason for Rejection"
      description={
        leave
          ? `${leave.employeeName} will see this reason with their ${leave.type.toLowerCase()} request.`
          : null
      }
      inputId="rejection-reason"
      maxLength={LEAVE_REASON_MAX}
      reasonSchema={rejectLeaveBodySchema.shape.rejectionReason}
      emptyMessage={LEAVE_MESSAGES.rejectionEmpty}
      pending={rejectLeave.isPending}
      onClose={onClose}
      onReject={(rejectionReason, done) => {
        if (!leave) return;
        rejectLeave.mutate(
          { id: leave._id, rejectionReason },
          {
            onSuccess: () => {
              toast.success(LEAVE_MESSAGES.rejected);
              done();
            },
            onError: (error) => {
              console.error('Leave rejection failed', error);
              toast.error(LEAVE_MESSAGES.rejectFailed, { description: error.message });
            },
          },
        );
      }}
    />
  );
}
