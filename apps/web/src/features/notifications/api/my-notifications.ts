import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** The signed-in person's own notifications under their dashboard's area, newest first (also feeds the bell's unread dot). */
export const myNotificationsQuery = (role: Role, userId: string) =>
  queryOptions({
    queryKey: notificationKeys.mine(userId),
    queryFn: ({ signal }) => call('notifications', 'listOwn', { role, own: userId, signal }),
  });

export function useMyNotifications(role: Role, userId: string) {
  return useQuery(myNotificationsQuery(role, userId));
}
