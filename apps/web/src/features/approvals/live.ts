import { useQueryClient } from '@tanstack/react-query';
import { CORRECTION_MESSAGES, LEAVE_MESSAGES, type Role } from '@hrms/shared';
import { useServerEvent } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { PENDING_CORRECTIONS_KEY, PENDING_LEAVE_KEY } from './standing';

const isApprover = (role: Role) => role === 'Admin' || role === 'HR';

/**
 * Issue 42: a manager (or their delegate) hears of a request that waits for them as HR does, whichever tab
 * is open: a toast, and their queue reloads. The server sends a person these only when they must decide it
 * (HR and Admin have their own listeners in leave and attendance, through their role's room).
 */
export function useApprovalsLiveUpdates(user: { id: string }, role: Role): void {
  const queryClient = useQueryClient();
  useServerEvent('new_leave_request', (request) => {
    if (isApprover(role) || request.employeeId === user.id) return;
    void queryClient.invalidateQueries({ queryKey: PENDING_LEAVE_KEY });
    toast.info(LEAVE_MESSAGES.newRequest(request.employeeName), { id: `leave-new-${request._id}` });
  });
  useServerEvent('correction_requested', (request) => {
    if (isApprover(role) || request.employeeId === user.id) return;
    void queryClient.invalidateQueries({ queryKey: PENDING_CORRECTIONS_KEY });
    toast.info(CORRECTION_MESSAGES.newRequest(request.employeeName), {
      id: `correction-new-${request._id}`,
    });
  });
}
