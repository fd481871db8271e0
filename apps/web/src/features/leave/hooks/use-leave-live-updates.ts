import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { LEAVE_MESSAGES, type LeaveRequest, type Role } from '@hrms/shared';
import { useServerEvent } from '../../../lib/realtime';
import { leaveKeys } from '../api/keys';

const isApprover = (role: Role) => role === 'Admin' || role === 'HR';

/**
 * Spec section 4: a decision on my request replaces it in place with an info toast; Admin and HR
 * reload the pending list when someone applies. Mount once per visible leave screen.
 */
export function useLeaveLiveUpdates(user: { id: string }, role: Role): void {
  const queryClient = useQueryClient();

  useServerEvent('leave_status_updated', (updated) => {
    if (updated.employeeId !== user.id) return;
    queryClient.setQueryData<LeaveRequest[]>(leaveKeys.mine(user.id), (list) =>
      list?.map((leave) => (leave._id === updated._id ? updated : leave)),
    );
    toast.info(LEAVE_MESSAGES.statusUpdated(updated.status));
  });

  useServerEvent('new_leave_request', (request) => {
    if (!isApprover(role)) return;
    void queryClient.invalidateQueries({ queryKey: leaveKeys.approvers(role) });
    // My own application already told me it was submitted.
    if (request.employeeId !== user.id) toast.info(LEAVE_MESSAGES.newRequest(request.employeeName));
  });
}
