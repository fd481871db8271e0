import type { Role } from '@hrms/shared';
import type { ApprovalsService, Awaiting, DecisionPlan } from '../approvals/index.ts';
import type { Waiting } from '../overtime/index.ts';
import type { RequestRow } from './on-duty.repository.ts';

const awaitingOf = (row: RequestRow): Awaiting => ({
  id: row.id,
  requesterId: row.userId,
  createdAt: row.createdAt,
  step: row.approvalStep,
  stepSince: row.stepSince,
});

/** The one decider rule of leave (modules/approvals), asked for on-duty / WFH requests. */
export async function waitingOf(
  approvals: ApprovalsService,
  rows: readonly RequestRow[],
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
  row: RequestRow,
): Promise<DecisionPlan> {
  return approvals.plan(actor, awaitingOf(row), actor.role === 'Employee' ? 'decider' : 'staff');
}
