import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaveRequest, RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { leaveKeys } from './keys';

/** POST /api/employees/{id}/leaves; the new request goes on top of my list at once. */
export function useApplyLeave(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['leave', 'apply'],
    mutationFn: (input: RequestBody<'leave', 'apply'>) =>
      call('leave', 'apply', { own: userId, body: input }),
    onSuccess: (created) => {
      queryClient.setQueryData<LeaveRequest[]>(leaveKeys.mine(userId), (list) =>
        list ? [created, ...list.filter((leave) => leave._id !== created._id)] : list,
      );
      // An approver's own request also appears in their pending list.
      void queryClient.invalidateQueries({ queryKey: leaveKeys.all });
    },
  });
}
