import { useQueryClient } from '@tanstack/react-query';
import { CORRECTION_MESSAGES as M, type Role } from '@hrms/shared';
import { useServerEvent } from '../../../lib/realtime';
import { toast } from '../../../lib/toast';
import { attendanceKeys } from '../api/keys';
import { correctionKeys } from '../api/correction-keys';

const isApprover = (role: Role) => role === 'Admin' || role === 'HR';

/**
 * Corrections, whichever tab is open: approvers hear of new requests (toast, queue reloads); the person
 * hears of the decision on theirs (toast; their requests and their attendance reload). A decision also
 * reaches approvers, so another approver's queue drops the decided row.
 */
export function useCorrectionLiveUpdates(user: { id: string }, role: Role): void {
  const queryClient = useQueryClient();

  useServerEvent('correction_requested', (request) => {
    if (request.employeeId === user.id) {
      // My other tabs: the request already toasted where I made it.
      void queryClient.invalidateQueries({ queryKey: correctionKeys.mine(user.id) });
    }
    if (!isApprover(role)) return;
    void queryClient.invalidateQueries({ queryKey: correctionKeys.queues });
    if (request.employeeId !== user.id) toast.info(M.newRequest(request.employeeName));
  });

  useServerEvent('correction_decided', (decided) => {
    if (isApprover(role)) void queryClient.invalidateQueries({ queryKey: correctionKeys.queues });
    if (decided.employeeId !== user.id) return;
    void queryClient.invalidateQueries({ queryKey: correctionKeys.mine(user.id) });
    void queryClient.invalidateQueries({ queryKey: attendanceKeys.mine(user.id) });
    void queryClient.invalidateQueries({ queryKey: ['attendance', 'stats', user.id] });
    // An approver hears it twice (own room and role room): one toast per decision.
    toast.info(M.decided(decided.date, decided.state, decided.decisionReason), {
      id: `correction-decided-${decided._id}`,
    });
  });
}
