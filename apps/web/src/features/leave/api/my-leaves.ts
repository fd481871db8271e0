import { queryOptions, useQuery } from '@tanstack/react-query';
import { leaveRequestListSchema } from '@hrms/shared';
import { api } from '../../../lib/api';
import { leaveKeys } from './keys';

/** GET /api/employees/{id}/leaves: my own requests, newest first. */
export const myLeavesQuery = (userId: string) =>
  queryOptions({
    queryKey: leaveKeys.mine(userId),
    queryFn: ({ signal }) =>
      api.get(`/employees/${userId}/leaves`, { schema: leaveRequestListSchema, signal }),
  });

export function useMyLeaves(userId: string) {
  return useQuery(myLeavesQuery(userId));
}
