import { useQuery } from '@tanstack/react-query';
import { userAttendanceListSchema, type Role } from '@hrms/shared';
import { api } from '../../../lib/api';
import { attendanceKeys, staffPrefix, type DayFilter } from './keys';

/** GET /{admin|hr}/attendance/today or /all (all = the current month, newest first). */
export function useAllAttendance(role: Role, filter: DayFilter) {
  return useQuery({
    queryKey: attendanceKeys.everyone(role, filter),
    queryFn: ({ signal }) =>
      api.get(`${staffPrefix(role)}/attendance/${filter}`, { schema: userAttendanceListSchema, signal }),
  });
}

/** One month of everyone's rows (manual marking reads a person's days from it). */
export function useMonthAttendance(role: Role, month: string) {
  return useQuery({
    queryKey: attendanceKeys.month(role, month),
    queryFn: ({ signal }) =>
      api.get(`${staffPrefix(role)}/attendance/all?month=${month}`, {
        schema: userAttendanceListSchema,
        signal,
      }),
  });
}
