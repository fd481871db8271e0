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
import type { AuditService } from '../audit/index.ts';
import type { PeriodLocks } from './attendance.ports.ts';
import { selfDecidedFlag, type FourEyes, type FourEyesVerdict } from '../four-eyes/index.ts';
import type { AttendanceService } from './attendance.service.ts';
import { correctDay } from './corrections.day.ts';
import { approveInTransaction } from './corrections.approve.ts';
import { presentCorrection } from './corrections.presenter.ts';
import {
  countCountedRequests,
  decidePendingCorrection,
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
}

/** Attendance corrections (regularisation): requests within the limits, decided by another approver. */
export class CorrectionsService {
  constructor(private readonly deps: CorrectionsDeps) {}

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
    return created;
  }

  async listOwn(userId: string): Promise<Correction[]> {
    return (await listCorrectionRows(this.deps.db, this.tz, { userId })).map(presentCorrection);
  }

  /**
   * The approvers' queue. Pending (issue 40, item 9): each carries `lockedMonth` (its date in a finalised
   * payroll month, else null) and the locked ones go after those that can be approved now, each group newest
   * first. Issue 39: the caller's own rows say whether they may decide them (`selfDecision`).
   */
  async list(caller: Caller, state: CorrectionState): Promise<Correction[]> {
    const limit = state === 'Pending' ? undefined : DECIDED_LIST_LIMIT;
    const rows = (await listCorrectionRows(this.deps.db, this.tz, { state, limit })).map(presentCorrection);
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
  async approve(approver: Caller, id: string): Promise<Correction> {
    const { request, verdict } = await this.decidable(approver, id);
    await this.deps.payrollLocks?.assertOpen(request.userId, request.date, request.date);
    const deps = { audit: this.deps.audit, orgTime: this.deps.orgTime };
    const won = await this.deps.db.transaction((tx) =>
      approveInTransaction(tx, deps, approver, request, selfDecidedFlag(verdict)),
    );
    if (!won) throw await this.alreadyDecided(id);
    const decided = await this.announce(id);
    this.deps.attendance.notifyAttendanceChanged([request.userId], [request.date], 'correction');
    return decided;
  }

  async reject(approver: Caller, id: string, reason: string): Promise<Correction> {
    const { request, verdict } = await this.decidable(approver, id);
    const decisionReason = reason.trim();
    const won = await this.deps.db.transaction(async (tx) => {
      const row = await decidePendingCorrection(tx, id, {
        state: 'Rejected',
        decidedBy: approver.id,
        decidedAt: this.deps.orgTime.now(),
        decisionReason,
        before: null,
      });
      if (!row) return false;
      await this.deps.audit.record(tx, {
        actor: approver,
        action: 'attendance.correction_reject',
        entityType: 'attendance',
        entityId: `${request.userId}:${request.date}`,
        before: { employeeId: request.userId, date: request.date, state: 'Pending' },
        after: {
          employeeId: request.userId,
          date: request.date,
          state: 'Rejected',
          decisionReason,
          ...selfDecidedFlag(verdict),
        },
      });
      return true;
    });
    if (!won) throw await this.alreadyDecided(id);
    return this.announce(id);
  }

  /** Loads the request and checks who decides; the conditional UPDATE still decides races. */
  private async decidable(
    approver: Caller,
    id: string,
  ): Promise<{ request: CorrectionRow; verdict: FourEyesVerdict }> {
    const request = UUID.test(id) ? await findCorrection(this.deps.db, id) : undefined;
    if (!request) throw notFound(M.notFound);
    if (!STAFF_ROLES.includes(approver.role)) throw forbidden(MESSAGES.forbidden);
    const verdict = await this.deps.fourEyes.check(approver, request.userId, M.ownDecision);
    if (request.state !== 'Pending') throw conflict(M.alreadyDecided(request.state));
    return { request, verdict };
  }

  private async alreadyDecided(id: string) {
    const row = await findCorrection(this.deps.db, id);
    if (!row || row.state === 'Pending') return notFound(M.notFound);
    return conflict(M.alreadyDecided(row.state));
  }

  /** After the commit: the person, and every approver's queue. */
  private async announce(id: string): Promise<Correction> {
    const decided = await this.mustPresent(id);
    this.deps.realtime.emitToUser(decided.employeeId, 'correction_decided', decided);
    this.deps.realtime.emitToRoles(STAFF_ROLES, 'correction_decided', decided);
    return decided;
  }

  private async mustPresent(id: string): Promise<Correction> {
    const [row] = await listCorrectionRows(this.deps.db, this.tz, { id });
    if (!row) throw notFound(M.notFound);
    return presentCorrection(row);
  }
}
