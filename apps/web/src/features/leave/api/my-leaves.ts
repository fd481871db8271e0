import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leaveKeys } from './keys';

/** GET /api/employees/{id}/leaves: my own requests, newest first. */
export const myLeavesQuery = (userId: string) =>
  queryOptions({
    queryKey: leaveKeys.mine(userId),
    queryFn: ({ signal }) => call('leave', 'listOwn', { own: userId, signal }),
  });

export function useMyLeaves(userId: string) {
  return useQuery(myLeavesQuery(userId));
}
