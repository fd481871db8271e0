import type { OnDutyRequest } from '@hrms/shared';
import type { Waiting } from '../overtime/index.ts';
import type { RequestView } from './on-duty.repository.ts';

/** A request as the contract shows it; the approval state while it is pending. */
export function presentRequest(row: RequestView, waiting?: Waiting): OnDutyRequest {
  return {
    id: row.id,
    employeeId: row.userId,
    employeeName: row.employeeName,
    mode: row.mode as OnDutyRequest['mode'],
    from: row.fromDate,
    to: row.toDate,
    dates: [...row.dates].sort(),
    reason: row.reason,
    status: row.status as OnDutyRequest['status'],
    decidedBy: row.decidedBy ? { id: row.decidedBy, name: row.deciderName ?? '' } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
    ...(row.status === 'Pending' && waiting ? waiting.state : {}),
  };
}
