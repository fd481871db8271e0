import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { attendanceKeys } from './keys';

/** My records from my own area, newest first (the contract's schema loads beside the request). */
export const myAttendanceQuery = (role: Role, userId: string) =>
  queryOptions({
    queryKey: attendanceKeys.mine(userId),
    queryFn: ({ signal }) => call('attendance', 'listOwn', { role, own: userId, signal }),
  });

export function useMyAttendance(role: Role, userId: string) {
  return useQuery(myAttendanceQuery(role, userId));
}

/** My record of one day (the clock card asks for today alone, not my whole history: docs/attendance.md). */
export function useMyAttendanceOn(role: Role, userId: string, date: string) {
  return useQuery({
    queryKey: attendanceKeys.mineOn(userId, date),
    queryFn: ({ signal }) =>
      call('attendance', 'listOwn', { role, own: userId, query: { from: date, to: date }, signal }),
  });
}
