import { toast } from 'sonner';
import { TASK_MESSAGES, type Task } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useDeleteTask } from '../api/mutations';

/** The delete confirmation of spec section 2. */
export function DeleteTaskDialog({
  task,
  adminId,
  onClose,
}: {
  task: Task | null;
  adminId: string;
  onClose: () => void;
}) {
  const remove = useDeleteTask(adminId);
  const onConfirm = () => {
    if (!task) return;
    remove.mutate(task._id, {
      onSuccess: () => {
        toast.success(TASK_MESSAGES.deleted);
        onClose();
      },
      onError: () => toast.error(TASK_MESSAGES.deleteFailed),
    });
  };
  return (
    <Dialog open={task !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete task</DialogTitle>
          <DialogDescription>{TASK_MESSAGES.confirmDelete}</DialogDescription>
        </DialogHeader>
        {task ? <p className="text-sm font-medium break-words">{task.title}</p> : null}
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
