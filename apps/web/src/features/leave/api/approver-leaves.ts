import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { leaveKeys } from './keys';

/** GET /api/admin/leave-requests or /api/hr/leave-requests: every pending request, then recent decisions. */
export const approverLeavesQuery = (role: Role) =>
  queryOptions({
    queryKey: leaveKeys.approvers(role),
    queryFn: ({ signal }) => call('leave', 'listForApprovers', { role, signal }),
  });

export function useApproverLeaves(role: Role) {
  return useQuery(approverLeavesQuery(role));
}
