import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestBody, Role, SentNotification } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** What the form supplies; the sender's id is added here. */
export type SendNotificationInput = Omit<RequestBody<'notifications', 'send'>, 'senderId'>;

/** Sends under the sender's area; the new entry goes on top of the history at once. */
export function useSendNotification(role: Role, senderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'send'],
    mutationFn: (input: SendNotificationInput) =>
      // senderId is part of the spec's body; the server ignores it and uses the signed-in caller.
      call('notifications', 'send', { role, body: { ...input, senderId } }),
    onSuccess: (sent) => {
      queryClient.setQueryData<SentNotification[]>(notificationKeys.sent(role), (list) =>
        list ? [sent, ...list.filter((item) => item._id !== sent._id)] : list,
      );
    },
  });
}
