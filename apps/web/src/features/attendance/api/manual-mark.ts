import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestBody, Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { attendanceKeys } from './keys';

/** Sets a person's status for a date, under the caller's staff area; body { employeeId, date, status }. */
export function useManualMark(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['attendance', 'manual-mark'],
    mutationFn: (body: RequestBody<'attendance', 'manualMark'>) =>
      call('attendance', 'manualMark', { role, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
