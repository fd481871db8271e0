import { useQuery } from '@tanstack/react-query';
import { TREND_MONTHS_DEFAULT } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { attendanceKeys } from './keys';

/** The Admin's trends: present rate and leave days per month, the last `months` months. */
export function useAttendanceTrends(months = TREND_MONTHS_DEFAULT) {
  return useQuery({
    queryKey: [...attendanceKeys.all, 'trends', months] as const,
    queryFn: ({ signal }) => call('attendance', 'trends', { query: { months }, signal }),
  });
}
