import type { Tx } from '../../db/client.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import type { LeaveRow } from './leave.repository.ts';

/** A decision's audit entry: who, whose request, its days and status; `extra` holds the four-eyes and override flags. */
export function recordLeaveDecision(
  audit: AuditService,
  tx: Tx,
  approver: AuditActor,
  leave: LeaveRow,
  status: 'Approved' | 'Rejected',
  rejectionReason: string | null,
  extra: Record<string, string | boolean>,
): Promise<void> {
  return audit.record(tx, {
    actor: approver,
    action: status === 'Approved' ? 'leave.approve' : 'leave.reject',
    entityType: 'leave',
    entityId: leave.id,
    before: { employeeId: leave.userId, employeeName: leave.employeeName, status: leave.status },
    after: {
      employeeId: leave.userId,
      employeeName: leave.employeeName,
      type: leave.type,
      startDate: leave.startDate,
      endDate: leave.endDate,
      status,
      ...(rejectionReason ? { rejectionReason } : {}),
      ...extra,
    },
  });
}
