import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RequestBody, Task } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { taskKeys } from './queries';

/** What the task form sends (create and update take the same body). */
export type TaskInput = RequestBody<'tasks', 'create'>;

/**
 * Task changes this browser just made, by kind: the realtime echo of our own change updates the list
 * without a second toast. The echo can arrive before the HTTP answer, so a mutation of the same kind
 * still in flight also counts as local. The kind matters: an Admin who has just created a task must
 * still be told when the assignee completes it a few seconds later.
 */
export type TaskChangeKind = 'created' | 'updated' | 'completed' | 'deleted';
const MUTATION_OF: Record<TaskChangeKind, string> = {
  created: 'create',
  updated: 'update',
  completed: 'complete',
  deleted: 'delete',
};
const recentLocalTasks = new Set<string>();
function markLocalTask(kind: TaskChangeKind, id: string): void {
  const key = `${kind}:${id}`;
  recentLocalTasks.add(key);
  setTimeout(() => recentLocalTasks.delete(key), 10_000);
}
export function isLocalTaskChange(queryClient: QueryClient, kind: TaskChangeKind, taskId: string): boolean {
  return (
    recentLocalTasks.has(`${kind}:${taskId}`) ||
    queryClient.isMutating({ mutationKey: ['tasks', MUTATION_OF[kind]] }) > 0
  );
}

/** Puts a task into (or replaces it in) the Admin's created list; newest first. */
export function upsertCreated(queryClient: QueryClient, adminId: string, task: Task): void {
  if (task.createdBy._id !== adminId) return;
  queryClient.setQueryData<Task[]>(taskKeys.created(adminId), (list) => {
    if (!list) return list;
    return list.some((item) => item._id === task._id)
      ? list.map((item) => (item._id === task._id ? task : item))
      : [task, ...list];
  });
}

export function removeCreated(queryClient: QueryClient, adminId: string, taskId: string): void {
  queryClient.setQueryData<Task[]>(taskKeys.created(adminId), (list) =>
    list?.filter((item) => item._id !== taskId),
  );
}

/** POST /api/tasks; `createdBy` is part of the spec's body, the server uses the signed-in Admin. */
export function useCreateTask(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['tasks', 'create'],
    mutationFn: (input: TaskInput) => call('tasks', 'create', { body: { ...input, createdBy: adminId } }),
    onSuccess: (task) => {
      markLocalTask('created', task._id);
      upsertCreated(queryClient, adminId, task);
      if (task.assignedTo._id === adminId)
        void queryClient.invalidateQueries({ queryKey: taskKeys.mine(adminId) });
    },
  });
}

export function useUpdateTask(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['tasks', 'update'],
    mutationFn: ({ id, input }: { id: string; input: TaskInput }) =>
      call('tasks', 'update', { params: { id }, body: { ...input, createdBy: adminId } }),
    onSuccess: (task) => {
      markLocalTask('updated', task._id);
      upsertCreated(queryClient, adminId, task);
      void queryClient.invalidateQueries({ queryKey: taskKeys.mine(adminId) });
    },
  });
}

export function useDeleteTask(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['tasks', 'delete'],
    mutationFn: (id: string) => call('tasks', 'remove', { params: { id } }),
    onSuccess: (deleted) => {
      markLocalTask('deleted', deleted._id);
      removeCreated(queryClient, adminId, deleted._id);
      void queryClient.invalidateQueries({ queryKey: taskKeys.mine(adminId) });
    },
  });
}

/** PUT /api/tasks/{id}/status: Pending -> Completed; on failure the list is reloaded. */
export function useCompleteTask(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['tasks', 'complete'],
    mutationFn: (id: string) => call('tasks', 'complete', { params: { id } }),
    onSuccess: (task) => {
      markLocalTask('completed', task._id);
      queryClient.setQueryData<Task[]>(taskKeys.mine(userId), (list) =>
        list?.map((item) => (item._id === task._id ? task : item)),
      );
      upsertCreated(queryClient, userId, task);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: taskKeys.mine(userId) }),
  });
}
