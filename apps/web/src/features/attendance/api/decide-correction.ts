import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { attendanceKeys } from './keys';

/**
 * Approve or reject: afterwards (or after a refusal: someone else decided first) every queue and the
 * staff attendance views reload, so the rows show what really happened.
 */
function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
  return { onSuccess: refresh, onError: refresh };
}

/** PUT /api/attendance/corrections/{id}/approve. */
export function useApproveCorrection() {
  return useMutation({
    mutationKey: ['attendance', 'corrections', 'approve'],
    mutationFn: (id: string) => call('attendance', 'approveCorrection', { params: { id } }),
    ...useRefreshAfterDecision(),
  });
}

/** PUT /api/attendance/corrections/{id}/reject, body { reason }. */
export function useRejectCorrection() {
  return useMutation({
    mutationKey: ['attendance', 'corrections', 'reject'],
    mutationFn: ({ id, ...body }: { id: string } & RequestBody<'attendance', 'rejectCorrection'>) =>
      call('attendance', 'rejectCorrection', { params: { id }, body }),
    ...useRefreshAfterDecision(),
  });
}
