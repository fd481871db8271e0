import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leaveKeys } from './keys';

/** GET /api/leave-calendar?month=&employeeId=: who is on leave in a month, with the holidays. */
export function useLeaveCalendar(month: string, employeeId: string) {
  return useQuery({
    queryKey: leaveKeys.calendar(month, employeeId),
    queryFn: ({ signal }) =>
      call('leavePolicy', 'calendar', {
        query: { month, employeeId: employeeId || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
