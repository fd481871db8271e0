import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { leaveKeys } from './keys';

/** POST /api/employees/{id}/leave-adjustments (HR, Admin): a signed number of days with a reason. */
export function useAdjustBalance(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['leave', 'adjust', personId],
    mutationFn: (body: RequestBody<'leavePolicy', 'adjust'>) =>
      call('leavePolicy', 'adjust', { params: { id: personId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: leaveKeys.person(personId) }),
  });
}
