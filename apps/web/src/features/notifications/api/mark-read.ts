import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** Marks one's own copy read under one's dashboard's area (the staff areas name the id differently). */
function markRead(role: Role, userId: string, id: string): Promise<Notification> {
  if (role === 'Employee')
    return call('notifications', 'markRead', { own: userId, params: { notificationId: id } });
  return call('notifications', 'markReadStaff', { role, own: userId, params: { id } });
}

/** Optimistic (spec section 4); a failure reverts and reloads. */
export function useMarkNotificationRead(role: Role, userId: string) {
  const queryClient = useQueryClient();
  const key = notificationKeys.mine(userId);
  return useMutation({
    mutationKey: ['notifications', 'mark-read'],
    mutationFn: (id: string) => markRead(role, userId, id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Notification[]>(key);
      queryClient.setQueryData<Notification[]>(key, (list) =>
        list?.map((item) => (item._id === id ? { ...item, status: 'read' } : item)),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (updated) => {
      queryClient.setQueryData<Notification[]>(key, (list) =>
        list?.map((item) => (item._id === updated._id ? updated : item)),
      );
    },
  });
}
