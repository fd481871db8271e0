import { useQueryClient } from '@tanstack/react-query';
import { CLAIM_MESSAGES as M, type Claim } from '@hrms/shared';
import { translate } from '../../lib/i18n/app';
import { useServerEvent } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { claimKeys } from './api/claims';

/*
 * A final decision leaves a notice on the claimant's bell (its own toast, "New notification: ...", docs/claims.md
 * "The bell"), so the toast here is only for what has no notice: the manager's approval that moves it on to HR.
 */

/** The claimant's toast in their language when their claim moves on to HR; null otherwise (the bell tells the rest). */
export function claimDecidedText(claim: Pick<Claim, 'number' | 'status' | 'step'>): string | null {
  return claim.status === 'Pending' && claim.step === 2
    ? translate('claim.decidedToHr', { number: claim.number })
    : null;
}

/**
 * Claims, whichever tab is open (issue 45): a decider hears of a new claim (toast, the queue reloads); the
 * claimant's claims reload on each decision (a toast only for the step to HR; the bell tells a final one). One toast per event (the id dedupes the
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
    const text = claim.employeeId === user.id ? claimDecidedText(claim) : null;
    if (text) toast.info(text, { id: `claim-decided-${claim.id}-${claim.status}-${claim.step ?? 0}` });
  });
}
