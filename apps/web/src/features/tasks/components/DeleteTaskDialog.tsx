import { toast } from '../../../lib/toast';
import { TASK_MESSAGES, type Task } from '@hrms/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={task !== null}
      title="Delete task"
      description={TASK_MESSAGES.confirmDelete}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {task ? <p className="text-sm font-medium break-words">{task.title}</p> : null}
    </ConfirmDialog>
  );
}
