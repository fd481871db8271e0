import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LEAN_EMPLOYEE_LIST_QUERY, personOptionSchema, type Role } from '@hrms/shared';
import { api } from '../../../lib/api';
import { notificationKeys } from './keys';

// The employees domain is not on the contract yet: its list is read here by hand until it is.
const senderPrefix = (role: Role): '/admin' | '/hr' => (role === 'Admin' ? '/admin' : '/hr');

/** The recipients to choose from: the staff member's lean employee list (GET /api/{admin|hr}/employees?fields=lean). */
export function useRecipientOptions(role: Role) {
  return useQuery({
    queryKey: notificationKeys.people(role),
    queryFn: ({ signal }) =>
      api.get(`${senderPrefix(role)}/employees${LEAN_EMPLOYEE_LIST_QUERY}`, {
        schema: z.array(personOptionSchema),
        signal,
      }),
  });
}
