import type { ApprovalState, Role } from '@hrms/shared';
import type { ApprovalsService, Awaiting, DecisionPlan } from '../approvals/index.ts';
import type { ClaimRow } from './overtime.repository.ts';

/** Where a claim waits: the approvals module's answer, as overtime uses it. */
export interface Waiting {
  deciderId: string | null;
  state: ApprovalState;
}

const awaitingOf = (row: ClaimRow): Awaiting => ({
  id: row.id,
  requesterId: row.userId,
  createdAt: row.createdAt,
  step: row.approvalStep,
  stepSince: row.stepSince,
});

/** The one decider rule of leave (modules/approvals), asked for overtime claims. */
export async function waitingOf(
  approvals: ApprovalsService,
  rows: readonly ClaimRow[],
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
  row: ClaimRow,
): Promise<DecisionPlan> {
  return approvals.plan(actor, awaitingOf(row), actor.role === 'Employee' ? 'decider' : 'staff');
}
