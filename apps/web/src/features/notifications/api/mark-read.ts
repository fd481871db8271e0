import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationSchema, type Notification, type Role } from '@hrms/shared';
import { api } from '../../../lib/api';
import { notificationKeys, ownNotificationsPath } from './keys';

/** PUT .../notifications/{id}: optimistic (spec section 4); a failure reverts and reloads. */
export function useMarkNotificationRead(role: Role, userId: string) {
  const queryClient = useQueryClient();
  const key = notificationKeys.mine(userId);
  return useMutation({
    mutationKey: ['notifications', 'mark-read'],
    mutationFn: (id: string) =>
      api.put(`${ownNotificationsPath(role, userId)}/${id}`, undefined, { schema: notificationSchema }),
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
