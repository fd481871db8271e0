import { toast } from '../../../lib/toast';
import { TASK_MESSAGES, formatDateDMY, formatTime12h, type Task } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useCompleteTask } from '../api/mutations';
import { TaskStatusBadge } from './TaskStatusBadge';

interface TaskDetailDialogProps {
  task: Task | null;
  userId: string;
  onClose: () => void;
}

/** The task detail dialog; 'Mark as Complete' is offered only while the task is Pending. */
export function TaskDetailDialog({ task, userId, onClose }: TaskDetailDialogProps) {
  const complete = useCompleteTask(userId);
  const onComplete = () => {
    if (!task) return;
    complete.mutate(task._id, {
      onSuccess: () => {
        toast.success(TASK_MESSAGES.completed);
        onClose();
      },
      onError: () => toast.error(TASK_MESSAGES.statusFailed),
    });
  };

  return (
    <Dialog open={task !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {task ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{task.title}</DialogTitle>
              <DialogDescription>
                From {task.createdBy.name} · {formatDateDMY(task.date)}, {formatTime12h(task.time)}
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-3 text-sm">
              <p className="break-words whitespace-pre-wrap">{task.description || 'No description.'}</p>
              <p className="flex items-center gap-2">
                <span className="text-muted-foreground">Status:</span>{' '}
                <TaskStatusBadge status={task.status} />
              </p>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              {task.status === 'Pending' ? (
                <Button onClick={onComplete} loading={complete.isPending}>
                  Mark as Complete
                </Button>
              ) : null}
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
