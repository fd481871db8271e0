import {
  FOUR_EYES_MESSAGES,
  LEAVE_MESSAGES as M,
  LEAVE_POLICY_MESSAGES as P,
  type LeaveRequest,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { CoverMoves } from '../approvals/index.ts';
import type { AttendanceService } from '../attendance/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { PeriodLocks as PayrollLocks } from './leave.ports.ts';
import type { LeaveBooksPort as LeaveBooks } from './leave.ports.ts';
import { selfDecidedFlag, type FourEyes, type FourEyesVerdict } from '../four-eyes/index.ts';
import { presentLeave } from './leave.presenter.ts';
import { cancelLeave, findLeaveById, type LeaveRow } from './leave.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LeaveCancelDeps {
  db: Database;
  orgTime: OrgTime;
  realtime: Realtime;
  attendance: AttendanceService;
  audit: AuditService;
  books: LeaveBooks;
  /** Issue 22: a finalised payroll month refuses changes to its days (409); absent in unit set-ups. */
  payrollLocks?: Pick<PayrollLocks, 'assertOpen'>;
  /** Issue 39: staff cancel someone else's approved leave, never their own (a sole Admin excepted). */
  fourEyes: FourEyes;
  /** Issue 42: an approved leave of a manager cancelled on its day brings their reports' requests back, live. */
  coverMoves?: Pick<CoverMoves, 'before' | 'after'>;
}

/**
 * Cancellation (issue 20, docs/leave.md): the person withdraws their Pending request, or their Approved one
 * whose days have not begun; HR and Admin cancel any Approved request with a reason (audited). One
 * transaction: the status, the attendance rows the approval wrote, the ledger's reversal, the neighbours.
 */
export class LeaveCancelService {
  constructor(private readonly deps: LeaveCancelDeps) {}

  async cancelOwn(person: Caller, leaveId: string, reason: string | null): Promise<LeaveRequest> {
    const leave = await this.find(leaveId);
    if (leave.userId !== person.id) throw notFound(M.notFound);
    const today = this.deps.orgTime.today();
    const allowed = leave.status === 'Pending' || (leave.status === 'Approved' && leave.startDate > today);
    if (!allowed) throw conflict(P.cancelNotAllowed);
    return this.cancel(person, leave, reason, null);
  }

  async cancelAny(staff: Caller, leaveId: string, reason: string): Promise<LeaveRequest> {
    const leave = await this.find(leaveId);
    // Four-eyes first: one's own request is never cancelled here, whatever its state (issue 39).
    const verdict = await this.deps.fourEyes.check(staff, leave.userId, FOUR_EYES_MESSAGES.ownCancel);
    if (leave.status !== 'Approved') throw conflict(P.cancelStaffOnlyApproved);
    return this.cancel(staff, leave, reason, verdict);
  }

  private async find(id: string): Promise<LeaveRow> {
    const leave = UUID.test(id) ? await findLeaveById(this.deps.db, id) : null;
    if (!leave) throw notFound(M.notFound);
    return leave;
  }

  /** `staffVerdict` is set for the staff route (audited), null for the person's own withdrawal. */
  private async cancel(
    caller: Caller,
    leave: LeaveRow,
    reason: string | null,
    staffVerdict: FourEyesVerdict | null,
  ) {
    const text = reason?.trim() || null;
    await this.deps.payrollLocks?.assertOpen(leave.userId, leave.startDate, leave.endDate);
    const moves =
      leave.status === 'Approved' ? await this.deps.coverMoves?.before(leave.userId, leave) : null;
    let removed: string[] = [];
    const won = await this.deps.db.transaction(async (tx) => {
      const changed = await cancelLeave(tx, leave.id, [leave.status], {
        cancellationReason: text,
        cancelledBy: caller.id,
        cancelledAt: this.deps.orgTime.now(),
      });
      if (!changed) return false;
      if (leave.status === 'Approved') {
        removed = await this.deps.attendance.removeCancelledLeave(tx, leave);
        await this.deps.books.reverse(tx, leave, caller.id, text);
      }
      await this.deps.books.revertNeighbours(tx, leave, caller.id);
      if (staffVerdict)
        await this.deps.audit.record(tx, {
          actor: caller,
          action: 'leave.cancel',
          entityType: 'leave',
          entityId: leave.id,
          before: { employeeId: leave.userId, employeeName: leave.employeeName, status: leave.status },
          after: {
            employeeId: leave.userId,
            employeeName: leave.employeeName,
            type: leave.type,
            startDate: leave.startDate,
            endDate: leave.endDate,
            status: 'Cancelled',
            ...(text ? { cancellationReason: text } : {}),
            ...selfDecidedFlag(staffVerdict),
          },
        });
      return true;
    });
    const now = await findLeaveById(this.deps.db, leave.id);
    if (!won) throw conflict(now && now.status !== 'Pending' ? M.alreadyDecided(now.status) : P.cancelFailed);
    const presented = presentLeave(now!);
    this.deps.realtime.emitToUser(leave.userId, 'leave_status_updated', presented);
    this.deps.realtime.emitToUser(leave.userId, 'leave_balance_updated', { employeeId: leave.userId });
    if (removed.length > 0) this.deps.attendance.notifyAttendanceChanged([leave.userId], removed, 'leave');
    await this.deps.coverMoves?.after(moves ?? null);
    return presented;
  }
}
