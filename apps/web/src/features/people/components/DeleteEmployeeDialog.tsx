import { toast } from '../../../lib/toast';
import { PEOPLE_MESSAGES, type Employee } from '@hrms/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteEmployee } from '../api/use-delete-employee';

/** Spec section 2's delete confirmation, completed with the person's name. */
export function DeleteEmployeeDialog({
  employee,
  onClose,
}: {
  employee: Employee | null;
  onClose: () => void;
}) {
  const remove = useDeleteEmployee();
  const onConfirm = () => {
    if (!employee) return;
    remove.mutate(employee._id, {
      onSuccess: () => {
        toast.success(PEOPLE_MESSAGES.deleted);
        onClose();
      },
      onError: (error) => toast.error(PEOPLE_MESSAGES.deleteFailed, { description: error.message }),
    });
  };
  return (
    <ConfirmDialog
      open={employee !== null}
      title="Delete employee?"
      description={employee ? PEOPLE_MESSAGES.confirmDelete(employee.name) : ''}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
