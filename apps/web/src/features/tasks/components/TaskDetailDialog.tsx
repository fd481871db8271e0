import { toast } from '../../../lib/toast';
import { formatDateDMY, formatTime12h, type Task } from '@hrms/shared';
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
import { translate, useT } from '../../../lib/i18n/app';
import { toDigits } from '../../../lib/i18n/format';

interface TaskDetailDialogProps {
  task: Task | null;
  userId: string;
  onClose: () => void;
}

/** The task detail dialog; 'Mark as Complete' is offered only while the task is Pending. */
export function TaskDetailDialog({ task, userId, onClose }: TaskDetailDialogProps) {
  const { t, digits } = useT();
  const complete = useCompleteTask(userId);
  const onComplete = () => {
    if (!task) return;
    complete.mutate(task._id, {
      onSuccess: () => {
        toast.success(translate('taskDialog.completed'));
        onClose();
      },
      onError: () => toast.error(translate('taskDialog.failed')),
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
                {t('tasks.from', {
                  name: task.createdBy.name,
                  date: toDigits(formatDateDMY(task.date), digits),
                  time: toDigits(formatTime12h(task.time), digits),
                })}
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-3 text-sm">
              <p className="break-words whitespace-pre-wrap">
                {task.description || t('taskDialog.noDescription')}
              </p>
              <p className="flex items-center gap-2">
                <span className="text-muted-foreground">{t('taskDialog.status')}</span>{' '}
                <TaskStatusBadge status={task.status} />
              </p>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {t('taskDialog.close')}
              </Button>
              {task.status === 'Pending' ? (
                <Button onClick={onComplete} loading={complete.isPending}>
                  {t('taskDialog.complete')}
                </Button>
              ) : null}
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
