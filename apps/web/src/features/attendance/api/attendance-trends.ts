import { useQuery } from '@tanstack/react-query';
import { TREND_MONTHS_DEFAULT, attendanceTrendsSchema } from '@hrms/shared';
import { api } from '../../../lib/api';
import { attendanceKeys } from './keys';

/** GET /admin/attendance/trends?months=6 (Admin only): present rate and leave days per month. */
export function useAttendanceTrends(months = TREND_MONTHS_DEFAULT) {
  return useQuery({
    queryKey: [...attendanceKeys.all, 'trends', months] as const,
    queryFn: ({ signal }) =>
      api.get(`/admin/attendance/trends?months=${months}`, { schema: attendanceTrendsSchema, signal }),
  });
}
