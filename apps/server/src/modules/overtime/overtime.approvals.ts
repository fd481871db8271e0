import type { ApprovalState, Role } from '@hrms/shared';
import type { SQL } from 'drizzle-orm';
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

export const awaitingOf = (row: ApprovableRow): Awaiting => ({
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

/**
 * "Pending for me" of overtime claims or on-duty requests: only the candidates' pending rows are read (the people
 * the caller manages or stands in for today), and the rule keeps those waiting for the caller as a person; the
 * people asking in one turn share one batch (ApprovalsService.queueReader). Never their own.
 */
export function personQueue<R extends ApprovableRow>(
  approvals: ApprovalsService,
  load: (requesters: SQL) => Promise<R[]>,
): (callerId: string) => Promise<{ rows: R[]; waiting: Map<string, Waiting> }> {
  const read = approvals.queueReader(async (requesters) =>
    (await load(requesters)).map((row) => ({ ...awaitingOf(row), row })),
  );
  return async (callerId) => {
    const queued = (await read(callerId)).filter(({ request }) => request.row.userId !== callerId);
    return {
      rows: queued.map(({ request }) => request.row),
      waiting: new Map(queued.map(({ request, state }) => [request.id, { deciderId: callerId, state }])),
    };
  };
}
