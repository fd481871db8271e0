import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@hrms/shared';
import { api } from '../../../lib/api';
import { attendanceKeys, personalPrefix } from './keys';

/** GET {own area}/attendance: my records, newest first. */
export const myAttendanceQuery = (role: Role, userId: string) =>
  queryOptions({
    queryKey: attendanceKeys.mine(userId),
    queryFn: ({ signal }) =>
      api.get(`${personalPrefix(role, userId)}/attendance`, {
        schema: () => import('./schemas').then((m) => m.attendanceListSchema),
        signal,
      }),
  });

export function useMyAttendance(role: Role, userId: string) {
  return useQuery(myAttendanceQuery(role, userId));
}
