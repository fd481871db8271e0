import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { deletedTaskSchema, taskSchema, type Task } from '@hrms/shared';
import { api } from '../../../lib/api';
import { taskKeys } from './queries';

export interface TaskInput {
  title: string;
  description: string;
  date: string;
  time: string;
  assignedTo: string;
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
    mutationFn: (input: TaskInput) =>
      api.post('/tasks', { ...input, createdBy: adminId }, { schema: taskSchema }),
    onSuccess: (task) => {
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
      api.put(`/tasks/${id}`, { ...input, createdBy: adminId }, { schema: taskSchema }),
    onSuccess: (task) => {
      upsertCreated(queryClient, adminId, task);
      void queryClient.invalidateQueries({ queryKey: taskKeys.mine(adminId) });
    },
  });
}

export function useDeleteTask(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['tasks', 'delete'],
    mutationFn: (id: string) => api.delete(`/tasks/${id}`, { schema: deletedTaskSchema }),
    onSuccess: (deleted) => {
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
    mutationFn: (id: string) => api.put(`/tasks/${id}/status`, undefined, { schema: taskSchema }),
    onSuccess: (task) => {
      queryClient.setQueryData<Task[]>(taskKeys.mine(userId), (list) =>
        list?.map((item) => (item._id === task._id ? task : item)),
      );
      upsertCreated(queryClient, userId, task);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: taskKeys.mine(userId) }),
  });
}
