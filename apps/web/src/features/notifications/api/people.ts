import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { personOptionSchema, type Role } from '@hrms/shared';
import { api } from '../../../lib/api';
import { notificationKeys, senderPrefix } from './keys';

/** The recipients to choose from: the staff member's employee list (GET /api/{admin|hr}/employees). */
export function useRecipientOptions(role: Role) {
  return useQuery({
    queryKey: notificationKeys.people(role),
    queryFn: ({ signal }) =>
      api.get(`${senderPrefix(role)}/employees`, { schema: z.array(personOptionSchema), signal }),
  });
}
