import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LEAN_EMPLOYEE_LIST_QUERY, personOptionSchema } from '@hrms/shared';
import { api } from '../../../lib/api';
import { call } from '../../../lib/api-client';

export const taskKeys = {
  all: ['tasks'] as const,
  mine: (userId: string) => ['tasks', 'mine', userId] as const,
  created: (adminId: string) => ['tasks', 'created', adminId] as const,
  people: ['tasks', 'assignable-people'] as const,
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

/** Everyone a task can be assigned to (the Admin's lean employee list; the people domain is not on the contract yet). */
export function useAssignablePeople(enabled = true) {
  return useQuery({
    queryKey: taskKeys.people,
    queryFn: ({ signal }) =>
      api.get(`/admin/employees${LEAN_EMPLOYEE_LIST_QUERY}`, { schema: z.array(personOptionSchema), signal }),
    enabled,
  });
}
