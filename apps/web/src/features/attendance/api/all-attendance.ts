import { useQuery } from '@tanstack/react-query';
import type { Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { useServerPages } from '../../../lib/server-pages';
import { asPage, wholeList } from '../../../lib/whole-list';
import { attendanceKeys, type DayFilter } from './keys';

/** Everyone today, or all of the current month (newest first), under the caller's staff area. */
export function useAllAttendance(role: Role, filter: DayFilter) {
  return useQuery({
    queryKey: attendanceKeys.everyone(role, filter),
    queryFn: ({ signal }) =>
      call('attendance', filter === 'all' ? 'listAll' : 'listToday', { role, signal }).then(wholeList),
  });
}

/** The All User Attendance table: the same lists a page of 10 at a time from the server, searchable. */
export function useAllAttendancePages(role: Role, filter: DayFilter, q: string) {
  return useServerPages([...attendanceKeys.everyone(role, filter), 'pages', q], (paging, signal) =>
    call('attendance', filter === 'all' ? 'listAll' : 'listToday', {
      role,
      query: { ...paging, ...(q ? { q } : {}) },
      signal,
    }).then(asPage),
  );
}

/** One month of everyone's rows (manual marking reads a person's days from it). */
export function useMonthAttendance(role: Role, month: string) {
  return useQuery({
    queryKey: attendanceKeys.month(role, month),
    queryFn: ({ signal }) =>
      call('attendance', 'listAll', { role, query: { month }, signal }).then(wholeList),
  });
}
