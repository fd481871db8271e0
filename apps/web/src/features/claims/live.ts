import { useQueryClient } from '@tanstack/react-query';
import { CLAIM_MESSAGES as M, type Claim } from '@hrms/shared';
import { translate } from '../../lib/i18n/app';
import { useServerEvent } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { claimKeys } from './api/claims';

/** The claimant's toast in their language: moved on to HR, approved or rejected (any other state as the server words it). */
export function claimDecidedText(claim: Pick<Claim, 'number' | 'status' | 'step'>): string {
  const { number, status, step } = claim;
  if (status === 'Pending' && step === 2) return translate('claim.decidedToHr', { number });
  if (status === 'Approved') return translate('claim.decidedApproved', { number });
  if (status === 'Rejected') return translate('claim.decidedRejected', { number });
  return M.claimDecided(number, status, step);
}

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
      toast.info(claimDecidedText(claim), {
        id: `claim-decided-${claim.id}-${claim.status}-${claim.step ?? 0}`,
      });
  });
}
