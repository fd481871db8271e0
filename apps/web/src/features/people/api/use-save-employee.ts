import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee, RequestBody, Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { patchEmployeePages } from './employee-pages';
import { peopleKeys } from './keys';

/**
 * Ids and e-mails this browser just saved or deleted: the realtime echo of our own change updates
 * the list but does not announce it with a second toast.
 */
const recentLocalChanges = new Set<string>();
export function markLocalChange(...keys: string[]): void {
  for (const key of keys) {
    recentLocalChanges.add(key);
    setTimeout(() => recentLocalChanges.delete(key), 10_000);
  }
}
export const isLocalChange = (employee: { _id: string; email?: string }) =>
  recentLocalChanges.has(employee._id) ||
  (employee.email !== undefined && recentLocalChanges.has(employee.email.toLowerCase()));

/** The employee form as sent (multipart); without an id it adds a person. */
type SaveEmployeeInput = { id?: string; form: RequestBody<'people', 'create'> };

/** POST /{admin|hr}/employees or PUT /admin/employees/{id}, multipart; the list is updated in place. */
export function useSaveEmployee(viewer: Role) {
  const client = useQueryClient();
  return useMutation({
    onMutate: ({ id, form }: SaveEmployeeInput) => {
      const email = form.get('email');
      markLocalChange(
        ...(id ? [id] : []),
        ...(typeof email === 'string' ? [email.trim().toLowerCase()] : []),
      );
    },
    mutationFn: ({ id, form }: SaveEmployeeInput) =>
      id
        ? call('people', 'update', { params: { id }, body: form })
        : call('people', 'create', { role: viewer, body: form }),
    onSuccess: (saved) => {
      client.setQueryData<Employee[]>(peopleKeys.employees(viewer), (list) => upsertEmployee(list, saved));
      patchEmployeePages(client, viewer, { upsert: saved });
    },
  });
}

export function upsertEmployee(list: Employee[] | undefined, employee: Employee): Employee[] | undefined {
  if (!list) return list;
  const index = list.findIndex((item) => item._id === employee._id);
  if (index < 0) return [...list, employee];
  return list.map((item) => (item._id === employee._id ? employee : item));
}
