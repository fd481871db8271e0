import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { personalTaskUpdateSchema, taskSchema } from '@hrms/shared';
import { useServerEvent } from '../../../lib/realtime';
import { removeCreated, upsertCreated } from '../api/mutations';
import { taskKeys } from '../api/queries';

/** personal_task_update: the assignee's My Assigned Tasks is refetched (spec section 4). */
export function usePersonalTaskUpdates(userId: string): void {
  const queryClient = useQueryClient();
  useServerEvent('personal_task_update', (payload) => {
    const update = personalTaskUpdateSchema.safeParse(payload);
    if (update.success) {
      const { action, task } = update.data;
      if (action === 'created') toast.info(`New task assigned: ${task.title}`);
      else if (action === 'updated') toast.info(`Task updated: ${task.title}`);
      else if (action === 'deleted') toast.info(`Task removed: ${task.title}`);
    }
    void queryClient.invalidateQueries({ queryKey: taskKeys.mine(userId) });
  });
}

/** admin_task_*: the Admin's Assigned Tasks table is updated in place. */
export function useAdminTaskUpdates(adminId: string): void {
  const queryClient = useQueryClient();
  const upsert = (payload: unknown) => {
    const task = taskSchema.safeParse(payload);
    if (task.success) upsertCreated(queryClient, adminId, task.data);
    else void queryClient.invalidateQueries({ queryKey: taskKeys.created(adminId) });
    return task.success ? task.data : null;
  };
  useServerEvent('admin_task_created', upsert);
  useServerEvent('admin_task_updated', upsert);
  useServerEvent('admin_task_status_updated', (payload) => {
    const task = upsert(payload);
    // The Admin's own clicks already said so; a change made by the assignee is news.
    if (task && task.createdBy._id === adminId) toast.info(`Task "${task.title}" is now ${task.status}.`);
  });
  useServerEvent('admin_task_deleted', (payload) => {
    const id = (payload as { _id?: unknown } | null)?._id;
    if (typeof id === 'string') removeCreated(queryClient, adminId, id);
  });
}
