import {
  CORRECTION_MESSAGES as M,
  CORRECTION_REASON_MAX,
  rejectCorrectionBodySchema,
  type Correction,
} from '@hrms/shared';
import { RejectReasonDialog } from '../../../../components/reject-reason-dialog';
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
  const reject = useRejectCorrection();
  return (
    <RejectReasonDialog
      open={correction !== null}
      title="Reject correction"
      description={
        correction
          ? `${correction.employeeName} will see this reason with their correction for ${formatDateDMY(correction.date)}.`
          : null
      }
      inputId="correction-rejection-reason"
      maxLength={CORRECTION_REASON_MAX}
      reasonSchema={rejectCorrectionBodySchema.shape.reason}
      emptyMessage={M.rejectionEmpty}
      pending={reject.isPending}
      onClose={onClose}
      onReject={(reason, done) => {
        if (!correction) return;
        reject.mutate(
          { id: correction._id, reason },
          {
            onSuccess: () => {
              toast.success(M.rejected);
              done();
            },
            onError: (error) => {
              console.error('Correction rejection failed', error);
              toast.error(M.rejectFailed, { description: error.message });
            },
          },
        );
      }}
    />
  );
}
