import {
  LEAVE_MESSAGES as M,
  MESSAGES,
  validateLeaveApplication,
  type ApplyLeaveBody,
  type LeaveRequest,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import { perPersonReads } from '../../lib/batched-reads.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { STAFF_ROLES } from '../../plugins/access.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { ApprovalsService, CoverMoves, DecisionPlan } from '../approvals/index.ts';
import type { AttendanceService } from '../attendance/index.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import type { FourEyes, FourEyesVerdict } from '../four-eyes/index.ts';
import type { WorkCalendarService } from '../work-calendar/index.ts';
import type { LeaveBooksPort as LeaveBooks, PeriodLocks as PayrollLocks } from './leave.ports.ts';
import { attendanceOfLeave } from './leave-attendance.ts';
import { recordLeaveDecision } from './leave.decision-audit.ts';
import { mayDecideLeave, type LeaveActor } from './leave.policy.ts';
import { awaitingOf, deciderRecipients, leaveQueue, moveToHr, presentWithState } from './leave.approvals.ts';
import {
  decidePending,
  findLeaveById,
  hasOverlappingLeave,
  insertLeave,
  listForApprovers,
  listLeavesOfUsers,
  lockUser,
  type LeaveRow,
} from './leave.repository.ts';

/** Decided requests stay in the approvers' list this long, for context (docs/leave.md). */
export const DECIDED_VISIBLE_DAYS = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LeaveDeps {
  db: Database;
  orgTime: OrgTime;
  workCalendar: WorkCalendarService;
  realtime: Realtime;
  attendance: AttendanceService;
  audit: AuditService;
  /** Balances (issue 20): the days a request takes, taken on approval, reverted with a neighbour. */
  books: LeaveBooks;
  /** Issue 22: a finalised payroll month refuses changes to its days (409); absent in unit set-ups. */
  payrollLocks?: Pick<PayrollLocks, 'assertOpen' | 'lockedMonths'>;
  /** Issue 39: nobody decides their own request (a sole Admin excepted, flagged in the audit entry). */
  fourEyes: FourEyes;
  /** Issue 42: who decides a pending request under the organisation's approval flow. */
  approvals: ApprovalsService;
  /** Issue 42: a manager's leave approved for today moves their reports' requests to the cover, live. */
  coverMoves?: Pick<CoverMoves, 'before' | 'after'>;
}

/** Through the spec's HR/Admin routes, or the manager's (issue 42: the current decider only). */
type Via = 'staff' | 'decider';

/** Applying, listing and deciding leave; approval writes attendance in the same transaction. */
export class LeaveService {
  /** The requests of the people asking in one turn: one statement for all (lib/batched-reads.ts). */
  private readonly ownLeaves = perPersonReads(
    (ids) => listLeavesOfUsers(this.deps.db, ids),
    (row) => row.userId,
  );

  /** Issue 42: the requests waiting for a person, the people asking in one turn in one batch. */
  private readonly queue: (personId: string) => Promise<LeaveRequest[]>;

  constructor(private readonly deps: LeaveDeps) {
    this.queue = leaveQueue(deps.approvals, deps.db);
  }

  async listOwn(userId: string): Promise<LeaveRequest[]> {
    return presentWithState(this.deps.approvals, await this.ownLeaves.load(userId));
  }

  /** Issue 42: the requests waiting for the caller as a requester's manager or that manager's delegate. */
  async pendingForMe(caller: LeaveActor): Promise<LeaveRequest[]> {
    return this.queue(caller.id);
  }

  /**
   * Pending first, then the last 30 days' decisions. Issue 40 (item 9): a pending request whose days meet a
   * finalised payroll month carries `lockedMonth` and goes after the ones that can be approved now; issue 39:
   * the caller's own rows say whether they may decide them (`selfDecision`).
   */
  async listForApprovers(caller: LeaveActor): Promise<LeaveRequest[]> {
    const since = new Date(this.deps.orgTime.now().getTime() - DECIDED_VISIBLE_DAYS * 86_400_000);
    const rows = await presentWithState(this.deps.approvals, await listForApprovers(this.deps.db, since));
    const pending = rows.filter((leave) => leave.status === 'Pending');
    const locked = await this.lockedMonths(pending);
    const self = rows.some((leave) => leave.employeeId === caller.id)
      ? await this.deps.fourEyes.selfDecisionOf(caller)
      : undefined;
    const marked = rows.map((leave) => ({
      ...leave,
      ...(leave.status === 'Pending' ? { lockedMonth: locked.get(leave._id) ?? null } : {}),
      ...(leave.employeeId === caller.id && self ? { selfDecision: self } : {}),
    }));
    const rank = (leave: LeaveRequest) => (leave.status !== 'Pending' ? 2 : leave.lockedMonth ? 1 : 0);
    return marked.sort((a, b) => rank(a) - rank(b)); // stable: the query's order within each group
  }

  private async lockedMonths(pending: LeaveRequest[]): Promise<Map<string, string | null>> {
    const questions = pending.map((l) => ({ userId: l.employeeId, from: l.startDate, to: l.endDate }));
    const months = (await this.deps.payrollLocks?.lockedMonths(questions)) ?? [];
    return new Map(pending.map((leave, i) => [leave._id, months[i] ?? null]));
  }

  /** Any role applies for themself; the applicant, status and rejection reason never come from the body. */
  async apply(applicant: LeaveActor, body: ApplyLeaveBody): Promise<LeaveRequest> {
    const today = this.deps.orgTime.today();
    // Custom types bring their own rules (issue 40); the spec's four keep the spec's.
    const custom = (await this.deps.books.leaveTypes()).filter((type) => !type.builtIn);
    // The spec's checks first; then, the dates known, the work calendar over them (weekly offs, holidays).
    const shape = validateLeaveApplication(body, today, undefined, custom);
    if (!shape.ok) throw badRequest(shape.message);
    // The applicant's own calendar: their location's holidays and work week on each date (issue 42).
    const calendar = await this.deps.workCalendar.calendarOf(
      applicant.id,
      shape.value.startDate,
      shape.value.endDate,
    );
    const checked = validateLeaveApplication(body, today, calendar, custom);
    if (!checked.ok) throw badRequest(checked.message);
    const { type, startDate, endDate } = checked.value;
    // A half day is a custom type's option; the spec's four ignore the field, as they always did.
    const halfDay = body.halfDay === true && custom.some((t) => t.name === type);
    const reason = (body.reason ?? '').trim();
    await this.deps.payrollLocks?.assertOpen(applicant.id, startDate, endDate);
    const id = await this.deps.db.transaction(async (tx) => {
      // The applicant was deleted between sign-in check and now.
      if ((await lockUser(tx, applicant.id)) === null) throw notFound('Employee not found.');
      if (await hasOverlappingLeave(tx, applicant.id, startDate, endDate)) throw conflict(M.overlap);
      // Then the balance: the days it takes, refused (422) or split into paid and unpaid (docs/leave.md).
      const decided = await this.deps.books.forApplication(tx, applicant.id, {
        type,
        startDate,
        endDate,
        halfDay,
      });
      return insertLeave(tx, {
        ...decided,
        userId: applicant.id,
        type,
        halfDay,
        startDate,
        endDate,
        reason,
        createdAt: this.deps.orgTime.now(),
      });
    });
    const row = await this.mustFind(id);
    const [leave] = await presentWithState(this.deps.approvals, [row]);
    this.deps.realtime.emitToRoles(STAFF_ROLES, 'new_leave_request', leave!);
    for (const to of await deciderRecipients(this.deps.approvals, row))
      this.deps.realtime.emitToUser(to, 'new_leave_request', leave!);
    return leave!;
  }

  async approve(approver: LeaveActor & AuditActor, id: string, via: Via = 'staff'): Promise<LeaveRequest> {
    const { leave, verdict, plan } = await this.decidable(approver, id, via);
    if (plan.next === 'to-hr') return this.moveToHr(approver, leave);
    await this.deps.payrollLocks?.assertOpen(leave.userId, leave.startDate, leave.endDate);
    const types = await this.deps.books.leaveTypes();
    const recorded = attendanceOfLeave(
      types.find((type) => type.name === leave.type),
      leave,
    );
    const decision = { approver, leave, verdict, override: plan.override };
    const moves = await this.deps.coverMoves?.before(leave.userId, leave);
    let writtenDates: string[] = [];
    const changed = await this.deps.db.transaction(async (tx) => {
      const won = await decidePending(
        tx,
        id,
        {
          status: 'Approved',
          rejectionReason: null,
          decidedBy: approver.id,
          decidedAt: this.deps.orgTime.now(),
          override: plan.override,
        },
        plan.step,
      );
      if (!won) return false;
      // One person's approvals in turn: two at once cannot both spend the same balance.
      await lockUser(tx, leave.userId);
      await this.deps.books.takeOnApproval(tx, leave, approver.id);
      writtenDates = await this.deps.attendance.applyApprovedLeave(tx, {
        userId: leave.userId,
        type: recorded.status,
        leaveType: recorded.leaveType,
        startDate: leave.startDate,
        endDate: leave.endDate,
        decidedBy: approver.id,
      });
      await recordLeaveDecision(this.deps.audit, tx, decision, 'Approved', null);
      return true;
    });
    if (!changed) throw await this.alreadyDecided(id);
    const decided = await this.announceDecision(id);
    await this.deps.coverMoves?.after(moves ?? null);
    if (writtenDates.length > 0)
      this.deps.attendance.notifyAttendanceChanged([leave.userId], writtenDates, 'leave');
    return decided;
  }

  async reject(
    approver: LeaveActor & AuditActor,
    id: string,
    rejectionReason: string,
    via: Via = 'staff',
  ): Promise<LeaveRequest> {
    const reason = rejectionReason.trim();
    if (!reason) throw badRequest(M.rejectionEmpty);
    const { leave, verdict, plan } = await this.decidable(approver, id, via);
    const decision = { approver, leave, verdict, override: plan.override };
    const changed = await this.deps.db.transaction(async (tx) => {
      const won = await decidePending(
        tx,
        id,
        {
          status: 'Rejected',
          rejectionReason: reason,
          decidedBy: approver.id,
          decidedAt: this.deps.orgTime.now(),
          override: plan.override,
        },
        plan.step,
      );
      if (!won) return false;
      await recordLeaveDecision(this.deps.audit, tx, decision, 'Rejected', reason);
      await this.deps.books.revertNeighbours(tx, leave, approver.id);
      return true;
    });
    if (!changed) throw await this.alreadyDecided(id);
    return this.announceDecision(id);
  }

  /** Issue 42, manager-then-hr: the manager's approval moves the request to HR's step; HR hears of it. */
  private async moveToHr(approver: LeaveActor & AuditActor, leave: LeaveRow): Promise<LeaveRequest> {
    if (!(await moveToHr(this.deps, approver, leave))) throw await this.alreadyDecided(leave.id);
    const [moved] = await presentWithState(this.deps.approvals, [await this.mustFind(leave.id)]);
    this.deps.realtime.emitToRoles(STAFF_ROLES, 'new_leave_request', moved!);
    this.deps.realtime.emitToUser(moved!.employeeId, 'leave_status_updated', moved!);
    return moved!;
  }

  /** Loads the request and applies the policy; the conditional UPDATE still decides races. */
  private async decidable(
    approver: LeaveActor,
    id: string,
    via: Via,
  ): Promise<{ leave: LeaveRow; verdict: FourEyesVerdict; plan: DecisionPlan }> {
    const leave = UUID.test(id) ? await findLeaveById(this.deps.db, id) : null;
    if (!leave) throw notFound(M.notFound);
    if (via === 'staff' && mayDecideLeave(approver, leave) === 'not-approver')
      throw forbidden(MESSAGES.forbidden);
    // The manager's routes: plan() refuses a requester deciding their own (four-eyes is for HR and Admin).
    const verdict =
      via === 'staff'
        ? await this.deps.fourEyes.check(approver, leave.userId, M.ownDecision)
        : { selfDecided: false };
    if (leave.status !== 'Pending') throw conflict(M.alreadyDecided(leave.status));
    const plan = await this.deps.approvals.plan(approver, awaitingOf(leave), via);
    return { leave, verdict, plan };
  }

  /** The conditional UPDATE changed nothing: someone else decided first; say what they decided. */
  private async alreadyDecided(id: string) {
    const { status } = await this.mustFind(id);
    return conflict(status === 'Pending' ? M.notFound : M.alreadyDecided(status));
  }

  /** After the commit: the applicant alone hears about their own decision. */
  private async announceDecision(id: string): Promise<LeaveRequest> {
    const [leave] = await presentWithState(this.deps.approvals, [await this.mustFind(id)]);
    this.deps.realtime.emitToUser(leave!.employeeId, 'leave_status_updated', leave!);
    return leave!;
  }

  private async mustFind(id: string): Promise<LeaveRow> {
    const row = await findLeaveById(this.deps.db, id);
    if (!row) throw notFound(M.notFound);
    return row;
  }
}
