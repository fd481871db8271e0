import type { Tx } from '../../db/client.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import { selfDecidedFlag, type FourEyesVerdict } from '../four-eyes/index.ts';
import type { LeaveRow } from './leave.repository.ts';

/** What an audit entry of a decision names: who decided whose request, the four-eyes verdict, an override. */
interface LeaveDecision {
  approver: AuditActor;
  leave: LeaveRow;
  verdict: FourEyesVerdict;
  override: boolean;
}

/**
 * A decision's audit entry: who, whose request, its days and status, and its marks: a sole Admin's own
 * decision (four-eyes) and an HR decision over a manager (issue 42).
 */
export function recordLeaveDecision(
  audit: AuditService,
  tx: Tx,
  { approver, leave, verdict, override }: LeaveDecision,
  status: 'Approved' | 'Rejected',
  rejectionReason: string | null,
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
      ...selfDecidedFlag(verdict),
      ...(override ? { override: true } : {}),
    },
  });
}
