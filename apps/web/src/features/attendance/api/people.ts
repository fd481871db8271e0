import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LEAN_EMPLOYEE_LIST_QUERY, type Role } from '@hrms/shared';
import { api } from '../../../lib/api';
import { attendanceKeys } from './keys';

// The people list is the employees domain's; until it is on the contract, its staff prefix is built here.
const staffPrefix = (role: Role): '/admin' | '/hr' => (role === 'Admin' ? '/admin' : '/hr');

/** Only what the picker needs from GET /{admin|hr}/employees?fields=lean (_id, name, email, role). */
const personListSchema = z.array(
  z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.string() }),
);
export type PickablePerson = z.infer<typeof personListSchema>[number];

export function useMarkablePeople(role: Role) {
  return useQuery({
    queryKey: attendanceKeys.people(role),
    queryFn: ({ signal }) =>
      api.get(`${staffPrefix(role)}/employees${LEAN_EMPLOYEE_LIST_QUERY}`, {
        schema: personListSchema,
        signal,
      }),
  });
}
