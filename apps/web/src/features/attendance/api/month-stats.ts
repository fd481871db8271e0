import { useQuery } from '@tanstack/react-query';
import type { Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { attendanceKeys } from './keys';

/** My stats of a 'YYYY-MM' month, from my own area: the seven stats cards. */
export function useMonthStats(role: Role, userId: string, month: string) {
  return useQuery({
    queryKey: attendanceKeys.stats(userId, month),
    queryFn: ({ signal }) => call('attendance', 'ownStats', { role, own: userId, query: { month }, signal }),
  });
}
