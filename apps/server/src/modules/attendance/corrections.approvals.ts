import type { Correction } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { ApprovalsService, Awaiting, CoveredQueue } from '../approvals/index.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import { presentCorrection } from './corrections.presenter.ts';
import { listCorrectionRows, type CorrectionListRow, type CorrectionRow } from './corrections.repository.ts';
import { moveCorrectionToHrStep } from './corrections.steps.repository.ts';

/*
 * Corrections ask the approvals module who decides each pending request, as leave does (issue 42,
 * docs/organisation.md "Approval flows"): one rule, one code path. Under the default flow ('hr') nothing is
 * added, so a fresh install answers the spec's shape.
 */

export const awaitingOf = (row: CorrectionRow | CorrectionListRow): Awaiting => ({
  id: row.id,
  requesterId: row.userId,
  createdAt: row.createdAt,
  step: row.approvalStep,
  stepSince: row.stepSince,
});

/** Presents the rows, the pending ones with their step, current decider, waiting since and escalation. */
export async function presentWithState(
  approvals: ApprovalsService,
  rows: readonly CorrectionListRow[],
): Promise<Correction[]> {
  const states = await approvals.statesOf(rows.filter((row) => row.state === 'Pending').map(awaitingOf));
  return rows.map((row) => {
    const state = states.get(row.id)?.state;
    return state ? { ...presentCorrection(row), ...state } : presentCorrection(row);
  });
}

/**
 * "Pending for me": a reader of the pending corrections whose current decider is a person (a manager, or their
 * delegate today); the people asking in one turn share one batch (ApprovalsService.queueReader).
 */
export function correctionQueue(
  approvals: ApprovalsService,
  db: Queryable,
  timeZone: () => string,
): (personId: string) => Promise<Correction[]> {
  const read = approvals.queueReader(async (userIds) =>
    (await listCorrectionRows(db, timeZone(), { state: 'Pending', userIds })).map((row) => ({
      ...awaitingOf(row),
      row,
    })),
  );
  return async (personId) =>
    (await read(personId)).map(({ request, state }) => ({ ...presentCorrection(request.row), ...state }));
}

/** Manager-then-hr: the manager approved; the correction moves to HR's step (audited). False if it moved on. */
export function moveToHr(
  deps: { db: Database; orgTime: OrgTime; audit: AuditService },
  approver: AuditActor,
  request: CorrectionRow,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (!(await moveCorrectionToHrStep(tx, request.id, deps.orgTime.now()))) return false;
    const who = { employeeId: request.userId, date: request.date };
    await deps.audit.record(tx, {
      actor: approver,
      action: 'attendance.correction_manager_approve',
      entityType: 'attendance',
      entityId: `${request.userId}:${request.date}`,
      before: { ...who, state: 'Pending' },
      after: { ...who, state: 'Pending', step: 2 },
    });
    return true;
  });
}

/**
 * Corrections for the hand-over's live push (approvals' CoverMoves): the decider they moved to hears of it as of
 * a new request (`correction_requested`), the one they left gets `correction_decided` (still Pending: their
 * queue drops it, as it does on a decision). The requester hears nothing: their request did not change.
 */
export function correctionsCoverQueue(deps: {
  db: Queryable;
  approvals: ApprovalsService;
  realtime: Realtime;
  timeZone: () => string;
}): CoveredQueue {
  return {
    pendingOf: async (requesters) =>
      (await listCorrectionRows(deps.db, deps.timeZone(), { state: 'Pending', userIds: requesters })).map(
        awaitingOf,
      ),
    announceMove: async (id, { arrived, left }) => {
      const rows = await listCorrectionRows(deps.db, deps.timeZone(), { id, state: 'Pending' });
      const [correction] = await presentWithState(deps.approvals, rows);
      if (!correction) return;
      if (arrived) deps.realtime.emitToUser(arrived, 'correction_requested', correction);
      if (left) deps.realtime.emitToUser(left, 'correction_decided', correction);
    },
  };
}
