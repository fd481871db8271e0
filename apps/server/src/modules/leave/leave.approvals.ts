import type { LeaveRequest } from '@hrms/shared';
import type { ApprovalsService, Awaiting, CoveredQueue } from '../approvals/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { presentLeave } from './leave.presenter.ts';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import { findLeaveById, listPendingOf, moveToHrStep, type LeaveRow } from './leave.repository.ts';

/*
 * Leave asks the approvals module who decides each pending request (issue 42, docs/organisation.md
 * "Approval flows"). Under the default flow ('hr') nothing is added, so a fresh install answers the spec's shape.
 */

export const awaitingOf = (row: LeaveRow): Awaiting => ({
  id: row.id,
  requesterId: row.userId,
  createdAt: row.createdAt,
  step: row.approvalStep,
  stepSince: row.stepSince,
});

/** Presents the rows, the pending ones with their step, current decider, waiting since and escalation. */
export async function presentWithState(
  approvals: ApprovalsService,
  rows: readonly LeaveRow[],
): Promise<LeaveRequest[]> {
  const states = await approvals.statesOf(rows.filter((row) => row.status === 'Pending').map(awaitingOf));
  return rows.map((row) => {
    const state = states.get(row.id)?.state;
    return state ? { ...presentLeave(row), ...state } : presentLeave(row);
  });
}

/**
 * "Pending for me": a reader of the pending requests whose current decider is a person (a manager, or their
 * delegate today); the people asking in one turn share one batch (ApprovalsService.queueReader).
 */
export function leaveQueue(
  approvals: ApprovalsService,
  db: Queryable,
): (personId: string) => Promise<LeaveRequest[]> {
  const read = approvals.queueReader(async (userIds) =>
    (await listPendingOf(db, userIds)).map((row) => ({ ...awaitingOf(row), row })),
  );
  return async (personId) =>
    (await read(personId)).map(({ request, state }) => ({ ...presentLeave(request.row), ...state }));
}

/** A new request reaches its decider as a person (and the manager who delegated), beside HR's room. */
export const deciderRecipients = (approvals: ApprovalsService, row: LeaveRow): Promise<string[]> =>
  approvals.recipients(awaitingOf(row));

/** Manager-then-hr: the manager approved; the request moves to HR's step (audited). False if it had moved on. */
export function moveToHr(
  deps: { db: Database; orgTime: OrgTime; audit: AuditService },
  approver: AuditActor,
  leave: LeaveRow,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (!(await moveToHrStep(tx, leave.id, deps.orgTime.now()))) return false;
    const who = { employeeId: leave.userId, employeeName: leave.employeeName };
    await deps.audit.record(tx, {
      actor: approver,
      action: 'leave.manager_approve',
      entityType: 'leave',
      entityId: leave.id,
      before: { ...who, status: leave.status },
      after: { ...who, status: 'Pending', step: 2 },
    });
    return true;
  });
}

/**
 * Leave requests for the hand-over's live push (approvals' CoverMoves): the decider they moved to hears of it
 * as of a new request (`new_leave_request`: a toast, their queue reloads), the one they left gets
 * `leave_status_updated` (still Pending: their "Pending for me" reloads; no mail, no push, no toast, since it is
 * not their own request). The requester hears nothing: their request did not change.
 */
export function leaveCoverQueue(deps: {
  db: Queryable;
  approvals: ApprovalsService;
  realtime: Realtime;
}): CoveredQueue {
  return {
    pendingOf: async (requesters) => (await listPendingOf(deps.db, requesters)).map(awaitingOf),
    announceMove: async (id, { arrived, left }) => {
      const row = await findLeaveById(deps.db, id);
      if (row?.status !== 'Pending') return;
      const [leave] = await presentWithState(deps.approvals, [row]);
      if (arrived) deps.realtime.emitToUser(arrived, 'new_leave_request', leave!);
      if (left) deps.realtime.emitToUser(left, 'leave_status_updated', leave!);
    },
  };
}
