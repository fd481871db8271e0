import { useMutation } from '@tanstack/react-query';
import type { Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { useDecisionCache } from './decide-leave';

/** PUT /api/{admin|hr}/leave-requests/{id}/approve, no body. */
export function useApproveLeave(role: Role) {
  const cache = useDecisionCache(role);
  return useMutation({
    mutationKey: ['leave', 'approve'],
    mutationFn: (id: string) => call('leave', 'approve', { role, params: { id } }),
    ...cache,
  });
}
