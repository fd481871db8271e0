import { toast } from 'sonner';
import { PEOPLE_MESSAGES, type Employee } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
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
    <Dialog
      open={employee !== null}
      onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}
    >
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete employee?</DialogTitle>
          <DialogDescription>
            {employee ? PEOPLE_MESSAGES.confirmDelete(employee.name) : ''}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} loading={remove.isPending}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
