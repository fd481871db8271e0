import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { LEAVE_MESSAGES, type LeaveRequest, type Role } from '@hrms/shared';
import { useServerEvent } from '../../../lib/realtime';
import { wasCancelledHere } from '../api/cancel-leave';
import { leaveKeys } from '../api/keys';

const isApprover = (role: Role) => role === 'Admin' || role === 'HR';
const releasesNeighbours = (status: string) => status === 'Rejected' || status === 'Cancelled';

/**
 * Spec section 4: a decision on my request replaces it in place with an info toast; Admin and HR
 * reload the pending list when someone applies. Issue 20: a status change or a balance change (an
 * adjustment, an accrual, a cancellation) refetches the person's balances, ledger and the team calendar.
 * Mount once per visible leave screen.
 */
export function useLeaveLiveUpdates(user: { id: string }, role: Role): void {
  const queryClient = useQueryClient();

  useServerEvent('leave_status_updated', (updated) => {
    void queryClient.invalidateQueries({ queryKey: leaveKeys.person(updated.employeeId) });
    void queryClient.invalidateQueries({ queryKey: ['leave', 'calendar'] });
    if (updated.employeeId !== user.id) return;
    queryClient.setQueryData<LeaveRequest[]>(leaveKeys.mine(user.id), (list) =>
      list?.map((leave) => (leave._id === updated._id ? updated : leave)),
    );
    // Issue 40: a request that leaves (rejected, cancelled) gives back the sandwiched days its neighbours
    // held, so their rows change on the server too; the preview refetched above with the person's keys.
    if (releasesNeighbours(updated.status))
      void queryClient.invalidateQueries({ queryKey: leaveKeys.mine(user.id) });
    // My own cancellation from this tab already said so.
    if (updated.status === 'Cancelled' && wasCancelledHere(updated._id)) return;
    toast.info(LEAVE_MESSAGES.statusUpdated(updated.status));
  });

  useServerEvent('leave_balance_updated', ({ employeeId }) => {
    void queryClient.invalidateQueries({ queryKey: leaveKeys.person(employeeId) });
  });

  useServerEvent('new_leave_request', (request) => {
    if (!isApprover(role)) return;
    void queryClient.invalidateQueries({ queryKey: leaveKeys.approvers(role) });
    void queryClient.invalidateQueries({ queryKey: ['leave', 'calendar'] });
    // My own application already told me it was submitted.
    if (request.employeeId !== user.id) toast.info(LEAVE_MESSAGES.newRequest(request.employeeName));
  });
}
