import { STAFF_ROLES, type Advance } from '@hrms/shared';
import type { Realtime } from '../../realtime/realtime.ts';
import type { Queryable } from '../../db/client.ts';
import type { ApprovalsService, Awaiting, CoveredQueue } from '../approvals/index.ts';
import { findAdvance, pendingAdvancesOf, type AdvanceRow } from './advances.repository.ts';

/**
 * Who hears of an advance (issue 45, docs/claims.md), after the commit: a new request reaches HR and Admin (their
 * role rooms) and its decider (and the manager who delegated); a decision reaches the person and HR and Admin
 * (every queue drops or gains the row). The payload is the HTTP answer's.
 */
export async function announceRequested(
  deps: { realtime: Realtime; approvals: Pick<ApprovalsService, 'recipients'> },
  advance: Advance,
  awaiting: Awaiting,
): Promise<void> {
  deps.realtime.emitToRoles(STAFF_ROLES, 'advance_requested', advance);
  for (const id of await deps.approvals.recipients(awaiting))
    deps.realtime.emitToUser(id, 'advance_requested', advance);
}

export function announceDecided(deps: { realtime: Realtime }, advance: Advance): void {
  deps.realtime.emitToUser(advance.employeeId, 'advance_decided', advance);
  deps.realtime.emitToRoles(STAFF_ROLES, 'advance_decided', advance);
}

/**
 * Advances for the hand-over's live push (approvals' CoverMoves, docs/organisation.md): the decider an advance
 * moved to hears of it as of a new request (`advance_requested`), the one it left gets `advance_decided` (their
 * queue reloads; no toast, as it is not their own).
 */
export function advancesCoverQueue(
  deps: { db: Queryable; realtime: Realtime },
  awaitingOf: (row: AdvanceRow) => Awaiting,
  present: (rows: AdvanceRow[]) => Promise<Advance[]>,
): CoveredQueue {
  return {
    pendingOf: async (requesters) => (await pendingAdvancesOf(deps.db, requesters)).map(awaitingOf),
    announceMove: async (id, { arrived, left }) => {
      const row = await findAdvance(deps.db, id);
      if (row?.status !== 'Pending') return;
      const [advance] = await present([row]);
      if (arrived) deps.realtime.emitToUser(arrived, 'advance_requested', advance!);
      if (left) deps.realtime.emitToUser(left, 'advance_decided', advance!);
    },
  };
}
