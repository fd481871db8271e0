import { useQueryClient } from '@tanstack/react-query';
import { ADVANCE_MESSAGES as M } from '@hrms/shared';
import { useServerEvent } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { advanceKeys } from './api/advances';

/**
 * Advances, whichever tab is open (issue 45): a decider hears of a new request (toast, the queue reloads); the
 * person hears of each decision on theirs (toast, their list reloads). HR and Admin hear both on their role room,
 * so every queue drops a decided row. One toast per event: the id dedupes the own-room and role-room copies.
 */
export function useAdvanceLiveUpdates(user: { id: string }): void {
  const queryClient = useQueryClient();
  useServerEvent('advance_requested', (advance) => {
    void queryClient.invalidateQueries({ queryKey: advanceKeys.all });
    if (advance.employeeId !== user.id)
      toast.info(M.newRequest(advance.employeeName, advance.amount), { id: `advance-new-${advance.id}` });
  });
  useServerEvent('advance_decided', (advance) => {
    void queryClient.invalidateQueries({ queryKey: advanceKeys.all });
    if (advance.employeeId === user.id)
      toast.info(M.decided(advance.kind, advance.amount, advance.status, advance.step), {
        id: `advance-decided-${advance.id}-${advance.status}-${advance.step ?? 0}`,
      });
  });
}
