import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendanceRecordSchema, type ManualMarkRequest, type Role } from '@hrms/shared';
import { api } from '../../../lib/api';
import { attendanceKeys, staffPrefix } from './keys';

/** PUT /{admin|hr}/attendance/manual-mark, body { employeeId, date, status }. */
export function useManualMark(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['attendance', 'manual-mark'],
    mutationFn: (body: ManualMarkRequest) =>
      api.put(`${staffPrefix(role)}/attendance/manual-mark`, body, { schema: attendanceRecordSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
