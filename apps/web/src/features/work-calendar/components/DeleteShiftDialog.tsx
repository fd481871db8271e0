import type { Shift } from '@hrms/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { shiftLabel } from '../../../lib/shifts';
import { toast } from '../../../lib/toast';
import { useRemoveShift } from '../api/shifts';

/**
 * Delete a shift after a confirmation. The server refuses the default shift and a shift people are
 * assigned to; its reason shows in a toast and the dialog closes.
 */
export function DeleteShiftDialog({ shift, onClose }: { shift: Shift | null; onClose: () => void }) {
  const remove = useRemoveShift();
  const onConfirm = () => {
    if (!shift) return;
    remove.mutate(shift.id, {
      onSuccess: () => {
        toast.success('Shift deleted.');
        onClose();
      },
      onError: (failure) => {
        toast.error(failure.message);
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={shift !== null}
      title="Delete shift"
      description="Delete this shift? Days already worked keep their marks."
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {shift ? <p className="text-sm font-medium break-words">{shiftLabel(shift)}</p> : null}
    </ConfirmDialog>
  );
}
