import {
  addDays,
  calendarDaysBetween,
  DEFAULT_OVERTIME_SETTINGS,
  minutesOf,
  overtimeSettingsSchema,
  weekdayOf,
  type CompOffBalance,
  type OvertimeClaim,
  type OvertimeSettings,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { Caller } from '../../plugins/access.ts';
import type { RealtimeHook } from '../../realtime/realtime.ts';
import type { ApprovalsService, CoveredQueue } from '../approvals/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { PayInputLine, PayInputSource } from '../payroll/index.ts';
import type { PayrollSettingsService } from '../payroll-settings/index.ts';
import type { WorkCalendarService } from '../work-calendar/index.ts';
import type { CompOff } from './comp-off.service.ts';
import { upsertCompOffPending } from './comp-off.repository.ts';
import { capsFor } from './overtime.caps-view.ts';
import { personQueue, waitingOf, type Waiting } from './overtime.approvals.ts';
import type { PayMonthLocks } from './overtime.ports.ts';
import { overtimeCoverQueue, type OvertimeVoices } from './overtime.live.ts';
import { presentClaim } from './overtime.presenter.ts';
import * as repo from './overtime.repository.ts';
import { hoursText, overtimeMinutes, shiftMinutes } from './overtime.rules.ts';

export interface OvertimeDeps extends OvertimeVoices {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  approvals: ApprovalsService;
  workCalendar: WorkCalendarService;
  payrollSettings: PayrollSettingsService;
  locks: PayMonthLocks;
  /** Compensatory off (docs/overtime.md "Compensatory off"): worked weekly offs and holidays. */
  compOff: CompOff;
  /** A claim that could not be made from an announced punch-out (a bug): logged; the punch stands. */
  onError?: (error: unknown) => void;
}

/**
 * Announcements that change a day's punches (attendance.notices.ts); the claim follows them. 'punch-in' is a
 * device's day (its first and last punch; the web's punch-in has no check-out yet, so it makes nothing): the
 * way work on a weekly off or holiday is recorded, since the web refuses punching on those days.
 */
const PUNCH_REASONS = new Set(['punch-in', 'punch-out', 'manual', 'correction']);
const DECIDED_WINDOW_MS = 30 * 24 * 60 * 60_000;

/**
 * Overtime (issue 45, docs/overtime.md): claims made from the punches when a day's punch-out (or a correction
 * or a manual mark) is announced, the lists, and the payroll lines of approved claims. Decisions live in
 * overtime.decisions.ts.
 */
export class OvertimeService {
  private readonly inflight = new Set<Promise<void>>();

  /** "Pending for me": only the candidates' pending rows are read (approvals' queueReader), batched per turn. */
  private readonly queue: ReturnType<typeof personQueue<repo.ClaimView>>;

  constructor(readonly deps: OvertimeDeps) {
    this.queue = personQueue(deps.approvals, (requesters) => repo.listPendingOf(deps.db, requesters));
  }

  async settings(db: Queryable = this.deps.db): Promise<OvertimeSettings> {
    const parsed = overtimeSettingsSchema.safeParse(await repo.readOvertimeSettings(db));
    if (!parsed.success) return DEFAULT_OVERTIME_SETTINGS;
    return { ...parsed.data, onDuty: parsed.data.onDuty ?? DEFAULT_OVERTIME_SETTINGS.onDuty };
  }

  async saveSettings(actor: Caller, input: OvertimeSettings): Promise<OvertimeSettings> {
    // Turning comp-off on makes its leave type (its own transaction: before this one).
    if (input.compOff.enabled) await this.deps.compOff.ensureType(actor);
    return this.deps.db.transaction(async (tx) => {
      const before = await this.settings(tx);
      // A body without the on-duty part (an older client) leaves it as saved.
      const body = { ...input, onDuty: input.onDuty ?? before.onDuty };
      await repo.writeOvertimeSettings(tx, body, actor.id, this.deps.orgTime.now());
      await this.deps.audit.record(tx, {
        actor,
        action: 'settings.overtime',
        entityType: 'settings',
        entityId: 'overtime',
        before,
        after: body,
      });
      return body;
    });
  }

  /** Listens to attendance's announcements (the module never calls overtime: docs/architecture.md). */
  listen(hook: RealtimeHook): () => void {
    return hook.observe((emitted) => {
      if (emitted.event !== 'attendance_updated' || !('roles' in emitted.to)) return;
      const { userIds, dates, reason } = emitted.payload;
      if (!PUNCH_REASONS.has(reason)) return;
      const work = this.recompute(userIds, dates).catch((error: unknown) => this.deps.onError?.(error));
      this.inflight.add(work);
      void work.finally(() => this.inflight.delete(work));
    });
  }

  /** Resolves when every claim started by an announcement is written (tests, shutdown). */
  async whenIdle(): Promise<void> {
    while (this.inflight.size > 0) await Promise.all([...this.inflight]);
  }

  /** Makes, follows or removes each (person, day)'s pending claim from the day's punches. */
  async recompute(userIds: readonly string[], dates: readonly string[]): Promise<void> {
    const settings = await this.settings();
    if (!settings.enabled && !settings.compOff.enabled) return;
    for (const userId of userIds) for (const date of dates) await this.recomputeDay(settings, userId, date);
  }

  private async recomputeDay(settings: OvertimeSettings, userId: string, date: string): Promise<void> {
    const { db, orgTime, workCalendar } = this.deps;
    const day = await repo.dayOf(db, userId, date);
    const punched = Boolean(day?.checkIn && day.checkOut);
    // An approved on-duty / work-from-home day (attendance.work_mode) is a day worked though unpunched.
    if (!day || (!punched && !day.workMode)) return repo.deletePending(db, userId, date);
    const shift =
      (day.shiftId ? await workCalendar.shift(day.shiftId) : undefined) ??
      (await workCalendar.shiftOn(userId, date));
    const worked = punched
      ? (day.workedMinutes ?? Math.round((day.checkOut!.getTime() - day.checkIn!.getTime()) / 60_000))
      : shiftMinutes(shift);
    // An approved on-duty day was approved as a whole day: it earns 1 whatever its punches (no half-day test).
    const compOff = await this.deps.compOff.earns(
      settings.compOff,
      userId,
      date,
      worked,
      day.workMode ? null : shift.minMinutesHalfDay,
    );
    if (compOff !== null) {
      if (worked <= 0) return repo.deletePending(db, userId, date);
      return upsertCompOffPending(db, {
        userId,
        date,
        workedMinutes: worked,
        shiftName: shift.name,
        hundredths: compOff,
        createdAt: orgTime.now(),
      });
    }
    // Overtime is counted from punches only: an unpunched on-duty day has no minutes to claim.
    if (!punched) return repo.deletePending(db, userId, date);
    if (!settings.enabled) return repo.deletePending(db, userId, date);
    const out = orgTime.parts(day.checkOut!);
    // calendarDaysBetween counts both ends (1 for the same day).
    const outMinute = (calendarDaysBetween(date, out.date) - 1) * 1440 + out.hour * 60 + out.minute;
    const crosses = minutesOf(shift.end) <= minutesOf(shift.start);
    const endMinute = minutesOf(shift.end) + (crosses ? 1440 : 0);
    const monday = addDays(date, -((weekdayOf(date) + 6) % 7));
    const week = await repo.weekBefore(db, userId, monday, date);
    const minutes = overtimeMinutes(
      {
        workedMinutes: worked,
        minutesAfterShiftEnd: outMinute - endMinute,
        weekWorkedBefore: week.worked,
        weekOvertimeBefore: week.overtime,
      },
      settings,
    );
    if (minutes === 0) return repo.deletePending(db, userId, date);
    await repo.upsertPending(db, {
      userId,
      date,
      workedMinutes: worked,
      shiftName: shift.name,
      claimedMinutes: minutes,
      createdAt: orgTime.now(),
    });
  }

  /** The days among `dates` with an approved overtime or comp-off claim (on-duty asks before cancelling). */
  approvedClaimDates(userId: string, dates: readonly string[]): Promise<string[]> {
    return repo.approvedDatesAmong(this.deps.db, userId, dates);
  }

  async listOwn(userId: string): Promise<OvertimeClaim[]> {
    const rows = await repo.listOwn(this.deps.db, userId);
    const waiting = await waitingOf(this.deps.approvals, rows);
    return rows.map((row) => presentClaim(row, waiting.get(row.id)));
  }

  /** The person's comp-off book: credits - used - expired = balance, and the next expiry. */
  compOffBalance(userId: string): Promise<CompOffBalance> {
    return this.deps.compOff.balance(userId, this.deps.orgTime.today());
  }

  /** HR's and the Admin's list: every pending claim (with the cap), then the last 30 days' decisions. */
  async listForStaff(): Promise<OvertimeClaim[]> {
    const since = new Date(this.deps.orgTime.now().getTime() - DECIDED_WINDOW_MS);
    return this.present(await repo.listForStaff(this.deps.db, since));
  }

  /** Claims whose current decider is the caller (a manager or their delegate). */
  async pendingForMe(caller: Caller): Promise<OvertimeClaim[]> {
    const { rows, waiting } = await this.queue(caller.id);
    return this.present(rows, waiting);
  }

  /** Overtime claims for the hand-over's live push (approvals' CoverMoves): overtime.live.ts. */
  coverQueue(): CoveredQueue {
    return overtimeCoverQueue(this.deps, (rows) => this.present(rows));
  }

  async present(rows: repo.ClaimView[], known?: Map<string, Waiting>) {
    const waiting = known ?? (await waitingOf(this.deps.approvals, rows));
    const caps = await capsFor(this.deps.db, (await this.settings()).capState, rows);
    return rows.map((row) => presentClaim(row, waiting.get(row.id), caps.get(row.id)));
  }

  /** Payroll's source (pay-inputs.ts): one earning line a person for the claims approved into the month. */
  readonly payInputs: PayInputSource = async (userIds, year, month) => {
    const lines = new Map<string, PayInputLine[]>();
    const byPerson = new Map<string, { minutes: number; paise: number }>();
    for (const row of await repo.paidIn(this.deps.db, userIds, year, month)) {
      const sum = byPerson.get(row.userId) ?? { minutes: 0, paise: 0 };
      sum.minutes += row.minutes ?? 0;
      sum.paise += row.amountPaise ?? 0;
      byPerson.set(row.userId, sum);
    }
    for (const [userId, sum] of byPerson)
      lines.set(userId, [
        {
          code: 'OVERTIME',
          name: `Overtime (${hoursText(sum.minutes)})`,
          paise: sum.paise,
          kind: 'earning',
          ref: `overtime:${year}-${String(month).padStart(2, '0')}`,
        },
      ]);
    return lines;
  };
}
