import { useQuery } from '@tanstack/react-query';
import type { Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** The sent history under the sender's area: every staff send for Admin, HR's own sends for HR. */
export function useSentHistory(role: Role) {
  return useQuery({
    queryKey: notificationKeys.sent(role),
    queryFn: ({ signal }) => call('notifications', 'listSent', { role, signal }),
  });
}
