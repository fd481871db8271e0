import { useMutation } from '@tanstack/react-query';
import { leaveRequestSchema, type Role } from '@hrms/shared';
import { api } from '../../../lib/api';
import { useDecisionCache } from './decide-leave';
import { approverPrefix } from './keys';

/** PUT /api/{admin|hr}/leave-requests/{id}/reject, body { rejectionReason }. */
export function useRejectLeave(role: Role) {
  const cache = useDecisionCache(role);
  return useMutation({
    mutationKey: ['leave', 'reject'],
    mutationFn: ({ id, rejectionReason }: { id: string; rejectionReason: string }) =>
      api.put(
        `${approverPrefix(role)}/leave-requests/${id}/reject`,
        { rejectionReason },
        { schema: leaveRequestSchema },
      ),
    ...cache,
  });
}
