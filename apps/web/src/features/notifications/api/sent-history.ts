import { useQuery } from '@tanstack/react-query';
import { sentNotificationListSchema, type Role } from '@hrms/shared';
import { api } from '../../../lib/api';
import { notificationKeys, senderPrefix } from './keys';

/** GET /api/admin/notifications (every staff send) or /api/hr/notifications (HR's own sends). */
export function useSentHistory(role: Role) {
  return useQuery({
    queryKey: notificationKeys.sent(role),
    queryFn: ({ signal }) =>
      api.get(`${senderPrefix(role)}/notifications`, { schema: sentNotificationListSchema, signal }),
  });
}
