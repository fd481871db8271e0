import { CLAIM_MESSAGES as M, formatDateDMY, paiseToRupees, STAFF_ROLES, type Claim } from '@hrms/shared';
import type { Realtime } from '../../realtime/realtime.ts';
import type { Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { ApprovalsService, Awaiting, CoveredQueue } from '../approvals/index.ts';
import { findClaim, pendingClaimsOf, type ClaimRow } from './claims.repository.ts';
import { claimNumber, payMonthLabel } from './claims.presenter.ts';

/** The system's notices (the bell); absent in set-ups without notifications. */
export type Notices = Pick<NotificationsService, 'notice'>;

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
 * A final decision's notice on the claimant's bell (docs/claims.md "The bell"), written in the decision's
 * transaction; returns what announces it after the commit. A step to HR makes none.
 */
export async function noticeDecided(
  deps: { notices?: Notices; orgTime: OrgTime },
  tx: Queryable,
  claim: ClaimRow,
  claimedPaise: number,
  decision:
    | { status: 'approved'; by: string; approvedPaise: number; pay: { year: number; month: number } }
    | { status: 'rejected'; by: string; reason: string | null },
): Promise<() => void> {
  if (!deps.notices) return () => undefined;
  const about = {
    number: claimNumber(claim.number),
    submittedOn: formatDateDMY(deps.orgTime.parts(claim.createdAt).date),
    claimed: paiseToRupees(claimedPaise),
  };
  const message = M.decidedNotice(
    about,
    decision.status === 'approved'
      ? {
          status: 'approved',
          by: decision.by,
          approved: paiseToRupees(decision.approvedPaise),
          payMonth: payMonthLabel(decision.pay.year, decision.pay.month),
        }
      : decision,
  );
  return deps.notices.notice(tx, [claim.userId], message);
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
