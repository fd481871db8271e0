import { STAFF_ROLES, type Claim } from '@hrms/shared';
import type { Realtime } from '../../realtime/realtime.ts';
import type { ApprovalsService, Awaiting } from '../approvals/index.ts';

/**
 * Who hears of a claim (issue 45, docs/claims.md), after the commit: a new request reaches HR and Admin (their
 * role rooms) and its decider (and the manager who delegated); a decision reaches the person and HR and Admin
 * (every queue drops or gains the row). The payload is the HTTP answer's.
 */
export async function announceSubmitted(
  deps: { realtime: Realtime; approvals: Pick<ApprovalsService, 'recipients'> },
  claim: Claim,
  awaiting: Awaiting,
): Promise<void> {
  deps.realtime.emitToRoles(STAFF_ROLES, 'claim_submitted', claim);
  for (const id of await deps.approvals.recipients(awaiting))
    deps.realtime.emitToUser(id, 'claim_submitted', claim);
}

export function announceDecided(deps: { realtime: Realtime }, claim: Claim): void {
  deps.realtime.emitToUser(claim.employeeId, 'claim_decided', claim);
  deps.realtime.emitToRoles(STAFF_ROLES, 'claim_decided', claim);
}
