import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sentNotificationSchema, type Role, type SentNotification } from '@hrms/shared';
import { api } from '../../../lib/api';
import { notificationKeys, senderPrefix } from './keys';

export interface SendInput {
  recipient: 'all' | string[];
  message: string;
}

/** POST /api/{admin|hr}/notifications; the new entry goes on top of the history at once. */
export function useSendNotification(role: Role, senderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'send'],
    mutationFn: (input: SendInput) =>
      // senderId is part of the spec's body; the server ignores it and uses the signed-in caller.
      api.post(
        `${senderPrefix(role)}/notifications`,
        { ...input, senderId },
        { schema: sentNotificationSchema },
      ),
    onSuccess: (sent) => {
      queryClient.setQueryData<SentNotification[]>(notificationKeys.sent(role), (list) =>
        list ? [sent, ...list.filter((item) => item._id !== sent._id)] : list,
      );
    },
  });
}
