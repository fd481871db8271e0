import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { LEAVE_MESSAGES, leaveRequestSchema, type LeaveRequest, type Role } from '@hrms/shared';
import { useServerEvent } from '../../../lib/realtime';
import { leaveKeys } from '../api/keys';

const isApprover = (role: Role) => role === 'Admin' || role === 'HR';

/**
 * Spec section 4: a decision on my request replaces it in place with an info toast; Admin and HR
 * reload the pending list when someone applies. Mount once per visible leave screen.
 */
export function useLeaveLiveUpdates(user: { id: string }, role: Role): void {
  const queryClient = useQueryClient();

  useServerEvent('leave_status_updated', (payload) => {
    const parsed = leaveRequestSchema.safeParse(payload);
    if (!parsed.success || parsed.data.employeeId !== user.id) return;
    const updated = parsed.data;
    queryClient.setQueryData<LeaveRequest[]>(leaveKeys.mine(user.id), (list) =>
      list?.map((leave) => (leave._id === updated._id ? updated : leave)),
    );
    toast.info(LEAVE_MESSAGES.statusUpdated(updated.status));
  });

  useServerEvent('new_leave_request', (payload) => {
    if (!isApprover(role)) return;
    const parsed = leaveRequestSchema.safeParse(payload);
    void queryClient.invalidateQueries({ queryKey: leaveKeys.approvers(role) });
    // My own application already told me it was submitted.
    if (parsed.success && parsed.data.employeeId !== user.id) {
      toast.info(LEAVE_MESSAGES.newRequest(parsed.data.employeeName));
    }
  });
}
