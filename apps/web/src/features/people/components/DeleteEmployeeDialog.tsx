import { toast } from '../../../lib/toast';
import { PEOPLE_MESSAGES, type Employee } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteEmployee } from '../api/use-delete-employee';

/** Spec section 2's delete confirmation, completed with the person's name. */
export function DeleteEmployeeDialog({
  employee,
  onClose,
  onExitInstead,
}: {
  employee: Employee | null;
  onClose: () => void;
  /** Issue 43: opens the person's page, where an exit is recorded (their records kept). */
  onExitInstead?: (id: string) => void;
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
    >
      {/* Issue 43: the spec's delete stays as it is; say what it removes and offer an exit first. */}
      <div className="grid gap-2 text-sm">
        <p>
          Delete removes their attendance, leave, payslips, documents and history. If the person is leaving,
          record an exit instead: their records are kept, they can no longer sign in after their last working
          day, and they appear under Former employees.
        </p>
        {employee && onExitInstead ? (
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                onClose();
                onExitInstead(employee._id);
              }}
            >
              Record an exit instead
            </Button>
          </div>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
