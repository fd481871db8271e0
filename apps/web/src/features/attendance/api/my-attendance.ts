import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendanceListSchema, type Role } from '@hrms/shared';
import { api } from '../../../lib/api';
import { attendanceKeys, personalPrefix } from './keys';

/** GET {own area}/attendance: my records, newest first. */
export const myAttendanceQuery = (role: Role, userId: string) =>
  queryOptions({
    queryKey: attendanceKeys.mine(userId),
    queryFn: ({ signal }) =>
      api.get(`${personalPrefix(role, userId)}/attendance`, { schema: attendanceListSchema, signal }),
  });

export function useMyAttendance(role: Role, userId: string) {
  return useQuery(myAttendanceQuery(role, userId));
}
