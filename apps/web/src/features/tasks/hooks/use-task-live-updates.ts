import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { TASK_MESSAGES, personalTaskUpdateSchema, taskSchema } from '@hrms/shared';
import { useServerEvent } from '../../../lib/realtime';
import { isLocalTaskChange, removeCreated, upsertCreated, type TaskChangeKind } from '../api/mutations';
import { taskKeys } from '../api/queries';

/** personal_task_update: an info toast, and the assignee's My Assigned Tasks is refetched (spec section 4). */
export function usePersonalTaskUpdates(userId: string): void {
  const queryClient = useQueryClient();
  useServerEvent('personal_task_update', (payload) => {
    const update = personalTaskUpdateSchema.safeParse(payload);
    // An Admin who assigns a task to themselves already had the success toast of their own click.
    if (update.success && !isLocalTaskChange(queryClient, update.data.action, update.data.task._id)) {
      const { action, task } = update.data;
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
  const upsert = (payload: unknown) => {
    const task = taskSchema.safeParse(payload);
    if (task.success) upsertCreated(queryClient, adminId, task.data);
    else void queryClient.invalidateQueries({ queryKey: taskKeys.created(adminId) });
    return task.success ? task.data : null;
  };
  const isNews = (kind: TaskChangeKind, task: { _id: string; createdBy: { _id: string } }) =>
    task.createdBy._id === adminId && !isLocalTaskChange(queryClient, kind, task._id);

  useServerEvent('admin_task_created', (payload) => {
    const task = upsert(payload);
    if (task && isNews('created', task))
      toast.info(TASK_MESSAGES.liveCreated(task.title, task.assignedTo.name));
  });
  useServerEvent('admin_task_updated', (payload) => {
    const task = upsert(payload);
    if (task && isNews('updated', task)) toast.info(TASK_MESSAGES.liveChanged(task.title));
  });
  useServerEvent('admin_task_status_updated', (payload) => {
    const task = upsert(payload);
    if (task && isNews('completed', task)) toast.info(TASK_MESSAGES.liveStatus(task.title, task.status));
  });
  useServerEvent('admin_task_deleted', (payload) => {
    const id = (payload as { _id?: unknown } | null)?._id;
    if (typeof id !== 'string') return;
    const mine = queryClient.getQueryData<Array<{ _id: string }>>(taskKeys.created(adminId));
    const wasListed = mine?.some((task) => task._id === id) ?? false;
    removeCreated(queryClient, adminId, id);
    if (wasListed && !isLocalTaskChange(queryClient, 'deleted', id)) toast.info(TASK_MESSAGES.liveDeleted);
  });
}
