import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@hrms/shared';
import { api } from '../../../lib/api';
import { notificationKeys, ownNotificationsPath } from './keys';

/** The signed-in person's own notifications, newest first (also feeds the bell's unread dot). */
export const myNotificationsQuery = (role: Role, userId: string) =>
  queryOptions({
    queryKey: notificationKeys.mine(userId),
    queryFn: ({ signal }) =>
      api.get(ownNotificationsPath(role, userId), {
        schema: () => import('./schemas').then((m) => m.notificationListSchema),
        signal,
      }),
  });

export function useMyNotifications(role: Role, userId: string) {
  return useQuery(myNotificationsQuery(role, userId));
}
