import { useMutation } from '@tanstack/react-query';
import type { RequestBody, Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { useDecisionCache } from './decide-leave';

/** PUT /api/{admin|hr}/leave-requests/{id}/reject, body { rejectionReason }. */
export function useRejectLeave(role: Role) {
  const cache = useDecisionCache(role);
  return useMutation({
    mutationKey: ['leave', 'reject'],
    mutationFn: ({ id, ...body }: { id: string } & RequestBody<'leave', 'reject'>) =>
      call('leave', 'reject', { role, params: { id }, body }),
    ...cache,
  });
}
