import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Correction, RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { correctionKeys } from './correction-keys';

/** POST /api/attendance/corrections; the new request goes on top of my list at once. */
export function useRequestCorrection(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['attendance', 'corrections', 'request'],
    mutationFn: (body: RequestBody<'attendance', 'requestCorrection'>) =>
      call('attendance', 'requestCorrection', { body }),
    onSuccess: (created) => {
      queryClient.setQueryData<Correction[]>(correctionKeys.mine(userId), (list) =>
        list ? [created, ...list.filter((c) => c._id !== created._id)] : list,
      );
      // An approver's own request also appears in the queue (decided by someone else).
      void queryClient.invalidateQueries({ queryKey: correctionKeys.queues });
    },
  });
}
