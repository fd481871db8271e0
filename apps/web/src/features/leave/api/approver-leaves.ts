import { queryOptions, useQuery } from '@tanstack/react-query';
import { leaveRequestListSchema, type Role } from '@hrms/shared';
import { api } from '../../../lib/api';
import { approverPrefix, leaveKeys } from './keys';

/** GET /api/admin/leave-requests or /api/hr/leave-requests: every pending request, then recent decisions. */
export const approverLeavesQuery = (role: Role) =>
  queryOptions({
    queryKey: leaveKeys.approvers(role),
    queryFn: ({ signal }) =>
      api.get(`${approverPrefix(role)}/leave-requests`, { schema: leaveRequestListSchema, signal }),
  });

export function useApproverLeaves(role: Role) {
  return useQuery(approverLeavesQuery(role));
}
