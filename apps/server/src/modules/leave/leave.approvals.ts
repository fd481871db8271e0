import type { LeaveRequest } from '@hrms/shared';
import type { ApprovalsService, Awaiting } from '../approvals/index.ts';
import { presentLeave } from './leave.presenter.ts';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import { moveToHrStep, type LeaveRow } from './leave.repository.ts';

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
  const pending = rows.filter((row) => row.status === 'Pending');
  const { flow } = await approvals.settings();
  const states =
    flow === 'hr' || pending.length === 0 ? new Map() : await approvals.waiting(pending.map(awaitingOf));
  return rows.map((row) => {
    const state = states.get(row.id)?.state;
    return state ? { ...presentLeave(row), ...state } : presentLeave(row);
  });
}

/** The pending requests whose current decider is `personId` (a manager, or their delegate today). */
export async function waitingFor(
  approvals: ApprovalsService,
  pending: readonly LeaveRow[],
  personId: string,
): Promise<LeaveRequest[]> {
  const { flow } = await approvals.settings();
  if (flow === 'hr' || pending.length === 0) return [];
  const states = await approvals.waiting(pending.map(awaitingOf));
  return pending.flatMap((row) => {
    const waiting = states.get(row.id);
    return waiting && waiting.decider.person?.id === personId
      ? [{ ...presentLeave(row), ...waiting.state }]
      : [];
  });
}

/** A new request reaches its decider as a person (and the manager who delegated), beside HR's room. */
export async function deciderRecipients(approvals: ApprovalsService, row: LeaveRow): Promise<string[]> {
  const { flow } = await approvals.settings();
  if (flow === 'hr') return [];
  const waiting = (await approvals.waiting([awaitingOf(row)])).get(row.id);
  // Admin and HR hear every request through their role's room already.
  return (waiting?.notify ?? []).filter((n) => n.role !== 'Admin' && n.role !== 'HR').map((n) => n.id);
}

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
