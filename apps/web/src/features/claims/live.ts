import { useQueryClient } from '@tanstack/react-query';
import { CLAIM_MESSAGES as M } from '@hrms/shared';
import { useServerEvent } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { claimKeys } from './api/claims';

/**
 * Claims, whichever tab is open (issue 45): a decider hears of a new claim (toast, the queue reloads); the
 * claimant hears of each decision (toast, their claims reload). One toast per event (the id dedupes the
 * own-room and role-room copies).
 */
export function useClaimLiveUpdates(user: { id: string }): void {
  const queryClient = useQueryClient();
  useServerEvent('claim_submitted', (claim) => {
    void queryClient.invalidateQueries({ queryKey: claimKeys.all });
    if (claim.employeeId !== user.id)
      toast.info(M.newClaim(claim.employeeName, claim.number), { id: `claim-new-${claim.id}` });
  });
  useServerEvent('claim_decided', (claim) => {
    void queryClient.invalidateQueries({ queryKey: claimKeys.all });
    if (claim.employeeId === user.id)
      toast.info(M.claimDecided(claim.number, claim.status, claim.step), {
        id: `claim-decided-${claim.id}-${claim.status}-${claim.step ?? 0}`,
      });
  });
}
