import type { Advance, ApprovalState } from '@hrms/shared';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { ApprovalsService, Awaiting, QueueSource } from '../approvals/index.ts';
import { presentAdvance } from './advances.presenter.ts';
import * as repo from './advances.repository.ts';
import { paidFactsOf } from './advances.schedule.ts';

/** An advance as the approval rule sees it. */
export const awaitingOf = (row: repo.AdvanceRow): Awaiting => ({
  id: row.id,
  requesterId: row.userId,
  createdAt: row.createdAt,
  step: row.approvalStep,
  stepSince: row.stepSince,
});

export type QueuedAdvance = Awaiting & { row: repo.AdvanceRow };
const queuedOf = (row: repo.AdvanceRow): QueuedAdvance => ({ ...awaitingOf(row), row });
/** The queue's sort key and cursor: the time asked, then the advance's id (docs/paging.md). */
const queueKey = z.tuple([z.iso.datetime(), z.uuid()]);

/** Where the advances' queue reads its candidates (approvals' callerQueue). */
export const advanceQueueSource = (db: Queryable): QueueSource<QueuedAdvance, readonly [string, string]> => ({
  pendingOf: async (requesters) => (await repo.pendingAdvancesOf(db, requesters)).map(queuedOf),
  pendingForHr: async (mayWaitForHr) => (await repo.pendingAdvancesWhere(db, mayWaitForHr)).map(queuedOf),
  pageOfEvery: async (except, after, limit) => {
    const { rows, total } = await repo.pendingAdvancesPage(db, except, after, limit);
    return { rows: rows.map(queuedOf), total };
  },
  keyOf: (request) => [request.createdAt.toISOString(), request.id],
  cursorShape: queueKey,
});

/**
 * Advances as the contract shows them: each with its schedule, what payroll recovered, its decisions and, while
 * pending, where it waits (`known` when the queue already asked the rule).
 */
export async function presentAdvances(
  deps: { db: Queryable; approvals: Pick<ApprovalsService, 'waiting'> },
  rows: readonly repo.AdvanceRow[],
  known?: ReadonlyMap<string, { state: ApprovalState }>,
): Promise<Advance[]> {
  const ids = rows.map((r) => r.id);
  const [instalments, decisions, paidRows] = await Promise.all([
    repo.instalmentsOf(deps.db, ids),
    repo.decisionsOf(deps.db, ids),
    // A pending request has no schedule yet (approval makes it): a queue reads no payslips.
    repo.finalisedAdvanceInputs(deps.db, [
      ...new Set(rows.filter((r) => r.status !== 'Pending').map((r) => r.userId)),
    ]),
  ]);
  const paid = paidFactsOf(paidRows);
  const pending = rows.filter((r) => r.status === 'Pending' && !known?.has(r.id));
  const states = pending.length ? await deps.approvals.waiting(pending.map(awaitingOf)) : new Map();
  const instalmentsOf = groupBy(instalments, (i) => i.advanceId);
  const decisionsOf = groupBy(decisions, (d) => d.subjectId);
  return rows.map((row) =>
    presentAdvance(
      row,
      instalmentsOf.get(row.id) ?? [],
      paid,
      decisionsOf.get(row.id) ?? [],
      row.status === 'Pending' ? (known?.get(row.id) ?? states.get(row.id))?.state : undefined,
    ),
  );
}
