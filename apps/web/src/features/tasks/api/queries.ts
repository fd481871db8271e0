import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const taskKeys = {
  all: ['tasks'] as const,
  mine: (userId: string) => ['tasks', 'mine', userId] as const,
  created: (adminId: string) => ['tasks', 'created', adminId] as const,
};

/** GET /api/tasks/user/{id}: tasks assigned to the signed-in person. */
export function useMyTasks(userId: string) {
  return useQuery({
    queryKey: taskKeys.mine(userId),
    queryFn: ({ signal }) => call('tasks', 'listAssigned', { params: { id: userId }, signal }),
    // Live updates are heard only while Home is open; coming back to it must not show a stale list.
    refetchOnMount: 'always',
  });
}

/** GET /api/tasks/admin-created/{id}: the tasks this Admin created. */
export function useCreatedTasks(adminId: string) {
  return useQuery({
    queryKey: taskKeys.created(adminId),
    queryFn: ({ signal }) => call('tasks', 'listCreated', { params: { id: adminId }, signal }),
    refetchOnMount: 'always',
  });
}
