import {
  CORRECTION_MESSAGES as M,
  CORRECTION_SETTINGS_KEY,
  DEFAULT_CORRECTION_LIMITS,
  MESSAGES,
  correctionLimitsSchema,
  correctionWindow,
  isBusinessDate,
  monthBounds,
  ATTENDANCE_MESSAGES,
  type Correction,
  type CorrectionLimits,
  type CorrectionRequestBody,
  type CorrectionState,
  type WorkDay,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import { readSetting, writeSetting } from '../../db/org-settings.repository.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict, forbidden, isUniqueViolation, notFound, unprocessable } from '../../lib/errors.ts';
import { STAFF_ROLES, type Caller } from '../../plugins/access.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { ApprovalsService, DecisionPlan } from '../approvals/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { PeriodLocks } from './attendance.ports.ts';
import { selfDecidedFlag, type FourEyes, type FourEyesVerdict } from '../four-eyes/index.ts';
import type { AttendanceService } from './attendance.service.ts';
import { correctDay } from './corrections.day.ts';
import { approveInTransaction, rejectInTransaction } from './corrections.approve.ts';
import { awaitingOf, correctionQueue, moveToHr, presentWithState } from './corrections.approvals.ts';
import {
  countCountedRequests,
  findCorrection,
  findDay,
  hasPendingFor,
  insertCorrection,
  listCorrectionRows,
  lockRequester,
  type CorrectionRow,
} from './corrections.repository.ts';

/** Decided requests listed for approvers, newest decision first. */
export const DECIDED_LIST_LIMIT = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a date is a working day for a person: the work calendar's answer (services.ts). */
export type WorkDayOf = (userId: string, date: string) => Promise<WorkDay>;

export interface CorrectionsDeps {
  db: Database;
  orgTime: OrgTime;
  realtime: Realtime;
  audit: AuditService;
  attendance: AttendanceService;
  workDayOf: WorkDayOf;
  /** Issue 22: a finalised payroll month refuses changes to its days (409); absent in unit set-ups. */
  payrollLocks?: Pick<PeriodLocks, 'assertOpen' | 'lockedMonths'>;
  /** Issue 39: nobody decides their own request (a sole Admin excepted, flagged in the audit entry). */
  fourEyes: FourEyes;
  /** Issue 42: who decides a pending request under the organisation's approval flow (as for leave). */
  approvals: ApprovalsService;
}

/** Through the spec's HR/Admin routes, or the manager's (issue 42: the current decider only). */
type Via = 'staff' | 'decider';

/** Attendance corrections (regularisation): requests within the limits, decided by another approver. */
export class CorrectionsService {
  /** Issue 42: the corrections waiting for a person, the people asking in one turn in one batch. */
  private readonly queue: (personId: string) => Promise<Correction[]>;

  constructor(private readonly deps: CorrectionsDeps) {
    this.queue = correctionQueue(deps.approvals, deps.db, () => this.tz);
  }

  private get tz(): string {
    return this.deps.orgTime.timeZone;
  }

  async limits(): Promise<CorrectionLimits> {
    const stored = correctionLimitsSchema.safeParse(await readSetting(this.deps.db, CORRECTION_SETTINGS_KEY));
    return stored.success ? stored.data : DEFAULT_CORRECTION_LIMITS;
  }

  async setLimits(admin: Caller, limits: CorrectionLimits): Promise<CorrectionLimits> {
    const before = await this.limits();
    await this.deps.db.transaction(async (tx) => {
      await writeSetting(tx, CORRECTION_SETTINGS_KEY, limits, admin.id, this.deps.orgTime.now());
      await this.deps.audit.record(tx, {
        actor: admin,
        action: 'settings.correction_limits',
        entityType: 'settings',
        entityId: CORRECTION_SETTINGS_KEY,
        before: { ...before },
        after: { ...limits },
      });
    });
    return limits;
  }

  /** The caller asks about one of their own past days; every refusal names the limit. */
  async request(caller: Caller, body: CorrectionRequestBody): Promise<Correction> {
    const { date } = body;
    if (!isBusinessDate(date)) throw unprocessable(ATTENDANCE_MESSAGES.invalidDate);
    const limits = await this.limits();
    const window = correctionWindow(this.deps.orgTime.today(), limits);
    if (date > window.to) throw unprocessable(M.todayOrFuture);
    if (date < window.from) throw unprocessable(M.daysBack(limits.maxDaysBack));
    if ((await this.deps.workDayOf(caller.id, date)).kind !== 'working') throw unprocessable(M.notWorkingDay);
    const existing = await findDay(this.deps.db, this.tz, caller.id, date);
    const merged = correctDay(existing, {
      checkIn: body.checkIn ?? null,
      checkOut: body.checkOut ?? null,
      status: body.status ?? null,
    });
    if (!merged.ok) throw unprocessable(merged.message);
    await this.deps.payrollLocks?.assertOpen(caller.id, date, date);
    const id = await this.deps.db
      .transaction(async (tx) => {
        // Locked: two requests at once cannot both take the month's last place.
        const person = await lockRequester(tx, caller.id);
        if (!person) throw notFound(ATTENDANCE_MESSAGES.employeeNotFound);
        if (date < person.joinedOn) throw unprocessable(M.beforeJoining);
        if (await hasPendingFor(tx, caller.id, date)) throw conflict(M.pendingExists);
        const { first, last } = monthBounds(date.slice(0, 7));
        const used = await countCountedRequests(tx, caller.id, first, last);
        if (used >= limits.maxPerMonth) throw unprocessable(M.perMonth(limits.maxPerMonth, used, date));
        return insertCorrection(tx, this.tz, {
          userId: caller.id,
          date,
          checkIn: body.checkIn,
          checkOut: body.checkOut,
          status: body.status,
          reason: body.reason.trim(),
          createdAt: this.deps.orgTime.now(),
        });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(M.pendingExists);
        throw error;
      });
    const created = await this.mustPresent(id);
    this.deps.realtime.emitToRoles(STAFF_ROLES, 'correction_requested', created);
    // Issue 42: and the person who must decide it (a manager, or their delegate and the manager).
    for (const to of await this.recipients(id))
      this.deps.realtime.emitToUser(to, 'correction_requested', created);
    return created;
  }

  async listOwn(userId: string): Promise<Correction[]> {
    return presentWithState(this.deps.approvals, await listCorrectionRows(this.deps.db, this.tz, { userId }));
  }

  /** Issue 42: the corrections waiting for the caller as a requester's manager or that manager's delegate. */
  async pendingForMe(caller: Caller): Promise<Correction[]> {
    return this.queue(caller.id);
  }

  /**
   * The approvers' queue. Pending (issue 40, item 9): each carries `lockedMonth` (its date in a finalised
   * payroll month, else null) and the locked ones go after those that can be approved now, each group newest
   * first. Issue 39: the caller's own rows say whether they may decide them (`selfDecision`).
   */
  async list(caller: Caller, state: CorrectionState): Promise<Correction[]> {
    const limit = state === 'Pending' ? undefined : DECIDED_LIST_LIMIT;
    const rows = await presentWithState(
      this.deps.approvals,
      await listCorrectionRows(this.deps.db, this.tz, { state, limit }),
    );
    const self = rows.some((row) => row.employeeId === caller.id)
      ? await this.deps.fourEyes.selfDecisionOf(caller)
      : undefined;
    const withSelf = rows.map((row) =>
      row.employeeId === caller.id && self ? { ...row, selfDecision: self } : row,
    );
    if (state !== 'Pending') return withSelf;
    const questions = withSelf.map((row) => ({ userId: row.employeeId, from: row.date, to: row.date }));
    const months = (await this.deps.payrollLocks?.lockedMonths(questions)) ?? [];
    const marked = withSelf.map((row, i) => ({ ...row, lockedMonth: months[i] ?? null }));
    return marked.sort((a, b) => Number(a.lockedMonth !== null) - Number(b.lockedMonth !== null));
  }

  /** One transaction: the day's row, the request's decision and the audit entry, or nothing. */
  async approve(approver: Caller, id: string, via: Via = 'staff'): Promise<Correction> {
    const { request, verdict, plan, notify } = await this.decidable(approver, id, via);
    if (plan.next === 'to-hr') return this.moveToHr(approver, request);
    await this.deps.payrollLocks?.assertOpen(request.userId, request.date, request.date);
    const deps = { audit: this.deps.audit, orgTime: this.deps.orgTime };
    const won = await this.deps.db.transaction((tx) =>
      approveInTransaction(tx, deps, approver, request, decisionFlags(verdict, plan), plan.step),
    );
    if (!won) throw await this.alreadyDecided(id);
    const decided = await this.announce(id, notify);
    this.deps.attendance.notifyAttendanceChanged([request.userId], [request.date], 'correction');
    return decided;
  }

  async reject(approver: Caller, id: string, reason: string, via: Via = 'staff'): Promise<Correction> {
    const { request, verdict, plan, notify } = await this.decidable(approver, id, via);
    const decisionReason = reason.trim();
    const flags = decisionFlags(verdict, plan);
    const won = await this.deps.db.transaction((tx) =>
      rejectInTransaction(tx, this.deps, approver, request, decisionReason, flags, plan.step),
    );
    if (!won) throw await this.alreadyDecided(id);
    return this.announce(id, notify);
  }

  /** Issue 42, manager-then-hr: the manager's approval moves the correction to HR's step; HR hears of it. */
  private async moveToHr(approver: Caller, request: CorrectionRow): Promise<Correction> {
    if (!(await moveToHr(this.deps, approver, request))) throw await this.alreadyDecided(request.id);
    const moved = await this.mustPresent(request.id);
    this.deps.realtime.emitToRoles(STAFF_ROLES, 'correction_requested', moved);
    this.deps.realtime.emitToUser(moved.employeeId, 'correction_requested', moved);
    return moved;
  }

  /**
   * Loads the request and checks who decides: through the spec's routes HR and Admin (four-eyes), through the
   * manager's routes the current decider only (approvals.plan); the conditional UPDATE still decides races.
   */
  private async decidable(approver: Caller, id: string, via: Via) {
    const request = UUID.test(id) ? await findCorrection(this.deps.db, id) : undefined;
    if (!request) throw notFound(M.notFound);
    if (via === 'staff' && !STAFF_ROLES.includes(approver.role)) throw forbidden(MESSAGES.forbidden);
    const verdict: FourEyesVerdict =
      via === 'staff'
        ? await this.deps.fourEyes.check(approver, request.userId, M.ownDecision)
        : { selfDecided: false };
    if (request.state !== 'Pending') throw conflict(M.alreadyDecided(request.state));
    const plan = await this.deps.approvals.plan(approver, awaitingOf(request), via);
    // Whoever it waited for as a person hears of the decision too (their queue drops it).
    const notify = await this.deps.approvals.recipients(awaitingOf(request));
    return { request, verdict, plan, notify };
  }

  private async alreadyDecided(id: string) {
    const row = await findCorrection(this.deps.db, id);
    if (!row || row.state === 'Pending') return notFound(M.notFound);
    return conflict(M.alreadyDecided(row.state));
  }

  /** After the commit: the person, every approver's queue and the manager (or delegate) it waited for. */
  private async announce(id: string, notify: readonly string[] = []): Promise<Correction> {
    const decided = await this.mustPresent(id);
    this.deps.realtime.emitToUser(decided.employeeId, 'correction_decided', decided);
    this.deps.realtime.emitToRoles(STAFF_ROLES, 'correction_decided', decided);
    for (const to of notify) this.deps.realtime.emitToUser(to, 'correction_decided', decided);
    return decided;
  }

  private async mustPresent(id: string): Promise<Correction> {
    const [row] = await presentWithState(
      this.deps.approvals,
      await listCorrectionRows(this.deps.db, this.tz, { id }),
    );
    if (!row) throw notFound(M.notFound);
    return row;
  }

  private async recipients(id: string): Promise<string[]> {
    const row = await findCorrection(this.deps.db, id);
    return row ? this.deps.approvals.recipients(awaitingOf(row)) : [];
  }
}

/** The audit entry's marks: a sole Admin's own (four-eyes) and an HR decision over a manager (issue 42). */
const decisionFlags = (verdict: FourEyesVerdict, plan: DecisionPlan) => ({
  ...selfDecidedFlag(verdict),
  ...(plan.override ? { override: true } : {}),
});
