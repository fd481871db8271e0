import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaveRequest, RequestBody, Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { replaceDecided } from './decide-leave';
import { leaveKeys } from './keys';

/** Requests I cancelled from this tab: their leave_status_updated echo needs no second toast. */
const cancelledHere = new Set<string>();
export const wasCancelledHere = (leaveId: string): boolean => cancelledHere.delete(leaveId);

/** PUT /api/employees/{id}/leaves/{leaveId}/cancel, body { reason? }: my own request. */
export function useCancelOwnLeave(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['leave', 'cancel-own'],
    mutationFn: ({ leaveId, reason }: { leaveId: string } & RequestBody<'leavePolicy', 'cancelOwn'>) => {
      cancelledHere.add(leaveId);
      return call('leavePolicy', 'cancelOwn', {
        params: { id: userId, leaveId },
        body: reason ? { reason } : {},
      });
    },
    onSuccess: (cancelled) => {
      queryClient.setQueryData<LeaveRequest[]>(leaveKeys.mine(userId), (list) =>
        list?.map((leave) => (leave._id === cancelled._id ? cancelled : leave)),
      );
      void queryClient.invalidateQueries({ queryKey: leaveKeys.person(userId) });
      // Its neighbours give back the sandwiched days that leaned on it (issue 40).
      void queryClient.invalidateQueries({ queryKey: leaveKeys.mine(userId) });
    },
    onError: (_error, { leaveId }) => void cancelledHere.delete(leaveId),
  });
}

/** PUT /api/{admin|hr}/leave-requests/{id}/cancel, body { reason }: any approved request. */
export function useCancelApprovedLeave(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['leave', 'cancel-any'],
    mutationFn: ({ id, ...body }: { id: string } & RequestBody<'leavePolicy', 'cancelAny'>) =>
      call('leavePolicy', 'cancelAny', { role, params: { id }, body }),
    onSuccess: (cancelled) => {
      replaceDecided(queryClient, role, cancelled);
      void queryClient.invalidateQueries({ queryKey: leaveKeys.approvers(role) });
      void queryClient.invalidateQueries({ queryKey: leaveKeys.person(cancelled.employeeId) });
      void queryClient.invalidateQueries({ queryKey: ['leave', 'calendar'] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: leaveKeys.approvers(role) }),
  });
}
