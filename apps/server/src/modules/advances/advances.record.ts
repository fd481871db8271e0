import type { Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import * as repo from './advances.repository.ts';

/** What happened to an advance: each is a decision row the person sees and an audit entry. */
export type AdvanceAction =
  'approved' | 'forwarded' | 'rejected' | 'recorded' | 'paid' | 'pause' | 'reschedule' | 'waive';

const AUDIT = {
  approved: 'advances.approve',
  forwarded: 'advances.forward',
  rejected: 'advances.reject',
  recorded: 'advances.record',
  paid: 'advances.paid',
  pause: 'advances.adjust',
  reschedule: 'advances.adjust',
  waive: 'advances.adjust',
} as const;

/** One step of an advance, in the caller's transaction: its decision row (who, when, the note) and its audit entry. */
export async function logAdvance(
  deps: { orgTime: OrgTime; audit: AuditService },
  tx: Queryable,
  step: {
    caller: Caller;
    row: repo.AdvanceRow;
    action: AdvanceAction;
    note: string | null;
    override: boolean;
  },
): Promise<void> {
  const { caller, row, action, note, override } = step;
  const who = {
    employeeId: row.userId,
    employeeName: row.employeeName,
    kind: row.kind,
    amountPaise: row.amountPaise,
  };
  await repo.insertDecision(tx, {
    subject: 'advance',
    subjectId: row.id,
    step: row.approvalStep,
    deciderId: caller.id,
    deciderName: caller.name,
    action,
    note,
    override,
    at: deps.orgTime.now(),
  });
  await deps.audit.record(tx, {
    actor: caller,
    action: AUDIT[action],
    entityType: 'advance',
    entityId: row.id,
    before: action === 'recorded' ? null : { ...who, status: row.status },
    after: { ...who, action, ...(note ? { note } : {}), ...(override ? { override: true } : {}) },
  });
}
