import type { ApprovalState, Role } from '@hrms/shared';
import type { ApprovalsService, Awaiting, DecisionPlan } from '../approvals/index.ts';

/** Where a claim waits: the approvals module's answer, as overtime uses it. */
export interface Waiting {
  deciderId: string | null;
  state: ApprovalState;
}

/** What a request row needs for the decider rule: overtime claims and on-duty requests both have it. */
export interface ApprovableRow {
  id: string;
  userId: string;
  createdAt: Date;
  approvalStep: number;
  stepSince: Date | null;
  status: string;
}

const awaitingOf = (row: ApprovableRow): Awaiting => ({
  id: row.id,
  requesterId: row.userId,
  createdAt: row.createdAt,
  step: row.approvalStep,
  stepSince: row.stepSince,
});

/** The one decider rule of leave (modules/approvals), asked for overtime claims and on-duty requests. */
export async function waitingOf(
  approvals: ApprovalsService,
  rows: readonly ApprovableRow[],
): Promise<Map<string, Waiting>> {
  const pending = rows.filter((r) => r.status === 'Pending');
  const answer = await approvals.waiting(pending.map(awaitingOf));
  const out = new Map<string, Waiting>();
  for (const [id, w] of answer) out.set(id, { deciderId: w.decider.person?.id ?? null, state: w.state });
  return out;
}

export function planOf(
  approvals: ApprovalsService,
  actor: { id: string; role: Role },
  row: ApprovableRow,
): Promise<DecisionPlan> {
  return approvals.plan(actor, awaitingOf(row), actor.role === 'Employee' ? 'decider' : 'staff');
}

/** Whom a new request reaches on their own room (its decider, and the manager who delegated), besides HR's room. */
export function recipientsOf(approvals: ApprovalsService, row: ApprovableRow): Promise<string[]> {
  return approvals.recipients(awaitingOf(row));
}
