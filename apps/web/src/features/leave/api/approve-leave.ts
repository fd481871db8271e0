import { useMutation } from '@tanstack/react-query';
import { leaveRequestSchema, type Role } from '@hrms/shared';
import { api } from '../../../lib/api';
import { useDecisionCache } from './decide-leave';
import { approverPrefix } from './keys';

/** PUT /api/{admin|hr}/leave-requests/{id}/approve, no body. */
export function useApproveLeave(role: Role) {
  const cache = useDecisionCache(role);
  return useMutation({
    mutationKey: ['leave', 'approve'],
    mutationFn: (id: string) =>
      api.put(`${approverPrefix(role)}/leave-requests/${id}/approve`, undefined, {
        schema: leaveRequestSchema,
      }),
    ...cache,
  });
}
