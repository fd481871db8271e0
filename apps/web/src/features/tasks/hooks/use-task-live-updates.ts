import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { TASK_MESSAGES, type Task } from '@hrms/shared';
import { useServerEvent } from '../../../lib/realtime';
import { isLocalTaskChange, removeCreated, upsertCreated, type TaskChangeKind } from '../api/mutations';
import { taskKeys } from '../api/queries';

/** personal_task_update: an info toast, and the assignee's My Assigned Tasks is refetched (spec section 4). */
export function usePersonalTaskUpdates(userId: string): void {
  const queryClient = useQueryClient();
  useServerEvent('personal_task_update', ({ action, task }) => {
    // An Admin who assigns a task to themselves already had the success toast of their own click.
    if (!isLocalTaskChange(queryClient, action, task._id)) {
      if (action === 'created') toast.info(TASK_MESSAGES.liveAssigned(task.title));
      else if (action === 'updated') toast.info(TASK_MESSAGES.liveUpdated(task.title));
      else if (action === 'deleted') toast.info(TASK_MESSAGES.liveRemoved(task.title));
    }
    void queryClient.invalidateQueries({ queryKey: taskKeys.mine(userId) });
  });
}

/**
 * admin_task_*: the Admin's Assigned Tasks table (the tasks they created) is updated in place, with an
 * info toast when someone else changed one of them: the assignee completing it, or another Admin.
 * The echo of this browser's own change only updates the table (its success toast was already shown).
 */
export function useAdminTaskUpdates(adminId: string): void {
  const queryClient = useQueryClient();
  const isNews = (kind: TaskChangeKind, task: Task) =>
    task.createdBy._id === adminId && !isLocalTaskChange(queryClient, kind, task._id);

  useServerEvent('admin_task_created', (task) => {
    upsertCreated(queryClient, adminId, task);
    if (isNews('created', task)) toast.info(TASK_MESSAGES.liveCreated(task.title, task.assignedTo.name));
  });
  useServerEvent('admin_task_updated', (task) => {
    upsertCreated(queryClient, adminId, task);
    if (isNews('updated', task)) toast.info(TASK_MESSAGES.liveChanged(task.title));
  });
  useServerEvent('admin_task_status_updated', (task) => {
    upsertCreated(queryClient, adminId, task);
    if (isNews('completed', task)) toast.info(TASK_MESSAGES.liveStatus(task.title, task.status));
  });
  useServerEvent('admin_task_deleted', ({ _id: id }) => {
    const mine = queryClient.getQueryData<Task[]>(taskKeys.created(adminId));
    const wasListed = mine?.some((task) => task._id === id) ?? false;
    removeCreated(queryClient, adminId, id);
    if (wasListed && !isLocalTaskChange(queryClient, 'deleted', id)) toast.info(TASK_MESSAGES.liveDeleted);
  });
}
