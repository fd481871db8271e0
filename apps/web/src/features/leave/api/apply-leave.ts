import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leaveRequestSchema, type LeaveRequest, type LeaveType } from '@hrms/shared';
import { api } from '../../../lib/api';
import { leaveKeys } from './keys';

export interface ApplyLeaveInput {
  type: LeaveType;
  startDate: string;
  endDate: string;
  reason: string;
}

/** POST /api/employees/{id}/leaves; the new request goes on top of my list at once. */
export function useApplyLeave(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['leave', 'apply'],
    mutationFn: (input: ApplyLeaveInput) =>
      api.post(`/employees/${userId}/leaves`, input, { schema: leaveRequestSchema }),
    onSuccess: (created) => {
      queryClient.setQueryData<LeaveRequest[]>(leaveKeys.mine(userId), (list) =>
        list ? [created, ...list.filter((leave) => leave._id !== created._id)] : list,
      );
      // An approver's own request also appears in their pending list.
      void queryClient.invalidateQueries({ queryKey: leaveKeys.all });
    },
  });
}
