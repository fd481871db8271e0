import { STAFF_ROLES, type Claim } from '@hrms/shared';
import type { Realtime } from '../../realtime/realtime.ts';
import type { Queryable } from '../../db/client.ts';
import type { ApprovalsService, Awaiting, CoveredQueue } from '../approvals/index.ts';
import { findClaim, pendingClaimsOf, type ClaimRow } from './claims.repository.ts';

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

/**
 * Claims for the hand-over's live push (approvals' CoverMoves, docs/organisation.md): the decider a claim moved to
 * hears of it as of a new claim (`claim_submitted`: a toast, their queue reloads); the one it left gets
 * `claim_decided` (their queue reloads; no toast, as it is not their own claim).
 */
export function claimsCoverQueue(
  deps: { db: Queryable; realtime: Realtime },
  awaitingOf: (row: ClaimRow) => Awaiting,
  present: (rows: ClaimRow[]) => Promise<Claim[]>,
): CoveredQueue {
  return {
    pendingOf: async (requesters) => (await pendingClaimsOf(deps.db, requesters)).map(awaitingOf),
    announceMove: async (id, { arrived, left }) => {
      const row = await findClaim(deps.db, id);
      if (row?.status !== 'Pending') return;
      const [claim] = await present([row]);
      if (arrived) deps.realtime.emitToUser(arrived, 'claim_submitted', claim!);
      if (left) deps.realtime.emitToUser(left, 'claim_decided', claim!);
    },
  };
}
