import { useQuery } from '@tanstack/react-query';
import { monthStatsSchema, type Role } from '@hrms/shared';
import { api } from '../../../lib/api';
import { attendanceKeys, personalPrefix } from './keys';

/** GET {own area}/attendance/stats?month=YYYY-MM: the seven stats cards. */
export function useMonthStats(role: Role, userId: string, month: string) {
  return useQuery({
    queryKey: attendanceKeys.stats(userId, month),
    queryFn: ({ signal }) =>
      api.get(`${personalPrefix(role, userId)}/attendance/stats?month=${month}`, {
        schema: monthStatsSchema,
        signal,
      }),
  });
}
