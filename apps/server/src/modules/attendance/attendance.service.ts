import {
  ATTENDANCE_MESSAGES as M,
  formatEmployeeId,
  isWorkingDay,
  monthDates,
  parseYearMonth,
  punchInWindowError,
  type AbsenteesMarkedPayload,
  type AttendanceRecord,
  type AttendanceSheet,
  type AttendanceTrend,
  type AttendanceUpdatedPayload,
  type ManualMarkRequest,
  type MonthStats,
  type Role,
  type UserAttendanceRecord,
} from '@hrms/shared';
import type { Database, Tx } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { STAFF_ROLES } from '../../plugins/access.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import { AttendanceRepository, type DayStatus } from './attendance.repository.ts';
import { recentAttendanceWindow, recentRecordsByPerson } from './attendance.recent.ts';
import { attendanceTrends } from './attendance.trends.ts';
import {
  STAT_OF_STATUS,
  emptyStats,
  presentListRow,
  presentRecord,
  presentUserRecord,
} from './attendance.presenter.ts';

export type LeaveAttendanceType = 'Sick Leave' | 'Paid Leave' | 'Short Leave' | 'Half Day';
export const ABSENTEE_JOB = 'absentees';

export interface AttendanceCaller {
  id: string;
  role: Role;
}

/** Punches, manual marks, the absentee run, the sheet and the month stats: one place for every rule. */
export class AttendanceService {
  private readonly repo: AttendanceRepository;

  constructor(
    private readonly db: Database,
    private readonly orgTime: OrgTime,
    private readonly weeklyOff: readonly number[],
    private readonly realtime: Realtime,
    private readonly audit: AuditService,
  ) {
    this.repo = new AttendanceRepository(db, orgTime.timeZone);
  }

  private get tz(): string {
    return this.orgTime.timeZone;
  }

  /** Punch in on the organisation's clock; the unique (person, date) index decides races. */
  async punchIn(caller: AttendanceCaller): Promise<AttendanceRecord> {
    const now = this.orgTime.now();
    const parts = this.orgTime.parts(now);
    const windowError = punchInWindowError(parts, this.weeklyOff);
    if (windowError) throw unprocessable(windowError);
    const row =
      (await this.repo.insertPunchIn(caller.id, parts.date, now)) ??
      (await this.repo.punchInOnPartialLeave(caller.id, parts.date, now));
    if (!row) {
      const existing = await this.repo.findOne(caller.id, parts.date);
      throw conflict(existing?.checkIn ? M.alreadyPunchedIn : M.alreadyMarked);
    }
    this.notifyAttendanceChanged([caller.id], [parts.date], 'punch-in', caller);
    return presentRecord(row, this.tz);
  }

  async punchOut(caller: AttendanceCaller): Promise<AttendanceRecord> {
    const now = this.orgTime.now();
    const today = this.orgTime.parts(now).date;
    const row = await this.repo.punchOut(caller.id, today, now);
    if (!row) {
      const existing = await this.repo.findOne(caller.id, today);
      if (existing?.checkOut) throw conflict(M.alreadyPunchedOut);
      throw conflict(M.notPunchedIn);
    }
    this.notifyAttendanceChanged([caller.id], [today], 'punch-out', caller);
    return presentRecord(row, this.tz);
  }

  async ownRecords(userId: string): Promise<AttendanceRecord[]> {
    return (await this.repo.listForUser(userId)).map(presentListRow);
  }

  /** 'All' is bounded to one calendar month (default the current one), newest first. */
  async allRecords(month?: string): Promise<UserAttendanceRecord[]> {
    const dates = this.datesOf(month);
    const rows = await this.repo.listWithUsers(dates[0]!, dates[dates.length - 1]!);
    return rows.map(presentUserRecord);
  }

  /** Everyone's records of the previous and the current month, newest first, by person (employee list). */
  recentByPerson(): Promise<Map<string, AttendanceRecord[]>> {
    return recentRecordsByPerson(this.db, this.tz, recentAttendanceWindow(this.orgTime.today()));
  }

  async todayRecords(): Promise<UserAttendanceRecord[]> {
    const today = this.orgTime.today();
    return (await this.repo.listWithUsers(today, today)).map(presentUserRecord);
  }

  async manualMark(
    markedBy: AttendanceCaller & AuditActor,
    input: ManualMarkRequest,
  ): Promise<AttendanceRecord> {
    if (input.date > this.orgTime.today()) throw unprocessable(M.futureDate);
    if (!isRealDate(input.date)) throw unprocessable(M.invalidDate);
    if (!(await this.repo.userExists(input.employeeId))) throw notFound(M.employeeNotFound);
    const { employeeId, date, status } = input;
    const row = await this.db.transaction(async (tx) => {
      const before = await this.repo.findOne(employeeId, date, tx);
      const after = await this.repo.upsertManual(
        employeeId,
        date,
        status,
        markedBy.id,
        this.orgTime.now(),
        tx,
      );
      const snapshot = (r: { status: string; checkIn: Date | null; checkOut: Date | null }) => ({
        employeeId,
        date,
        status: r.status,
        checkIn: r.checkIn ? this.orgTime.parts(r.checkIn).time : null,
        checkOut: r.checkOut ? this.orgTime.parts(r.checkOut).time : null,
      });
      await this.audit.record(tx, {
        actor: markedBy,
        action: 'attendance.manual_mark',
        entityType: 'attendance',
        entityId: `${employeeId}:${date}`,
        before: before ? snapshot(before) : null,
        after: snapshot(after),
      });
      return after;
    });
    this.notifyAttendanceChanged([input.employeeId], [input.date], 'manual');
    return presentRecord(row, this.tz);
  }

  async sheet(month?: string): Promise<AttendanceSheet> {
    const dates = this.datesOf(month);
    const rows = await this.repo.sheet(dates[0]!, dates[dates.length - 1]!);
    return {
      month: dates[0]!.slice(0, 7),
      dates,
      rows: rows.map((r) => ({
        employeeName: r.name,
        employeeId: r.userId,
        employeeCode: formatEmployeeId(r.employeeNo),
        attendance: r.attendance,
      })),
    };
  }

  /**
   * Contract for leave approval: runs INSIDE the caller's transaction, writes the leave type for every
   * working day of [startDate, endDate] (future days too) and returns the dates. It emits nothing; the
   * leave service calls notifyAttendanceChanged([userId], dates, 'leave') after its transaction commits.
   */
  async applyApprovedLeave(
    tx: Tx,
    leave: {
      userId: string;
      type: LeaveAttendanceType;
      startDate: string;
      endDate: string;
      decidedBy: string;
    },
  ): Promise<string[]> {
    const dates = datesBetween(leave.startDate, leave.endDate).filter((date) =>
      isWorkingDay(weekdayOf(date), this.weeklyOff),
    );
    return this.repo.upsertLeaveDays(tx, leave.userId, dates, leave.type, leave.decidedBy);
  }

  /** Tells Admin and HR (and the person, when they are an Employee acting themselves) after a commit. */
  notifyAttendanceChanged(
    userIds: string[],
    dates: string[],
    reason: AttendanceUpdatedPayload['reason'],
    actor?: AttendanceCaller,
  ): void {
    const payload: AttendanceUpdatedPayload = { userIds, dates, reason };
    this.realtime.emitToRoles(STAFF_ROLES, 'attendance_updated', payload);
    if (actor && !STAFF_ROLES.includes(actor.role))
      this.realtime.emitToUser(actor.id, 'attendance_updated', payload);
  }

  monthStats(userId: string, year: number, month: number): Promise<MonthStats> {
    return this.monthStatsFor([userId], year, month).then((map) => map.get(userId)!);
  }

  /**
   * One query for many people; the stats cards, the sheet and payroll all count here. `upTo` (payroll's
   * attendance cut-off) counts only the month's rows up to that date; before the 1st, none.
   */
  async monthStatsFor(
    userIds: string[],
    year: number,
    month: number,
    upTo?: string,
  ): Promise<Map<string, MonthStats>> {
    const dates = monthDates(year, month);
    const result = new Map<string, MonthStats>(userIds.map((id) => [id, emptyStats(dates.length)]));
    const last = upTo !== undefined && upTo < dates[dates.length - 1]! ? upTo : dates[dates.length - 1]!;
    if (last < dates[0]!) return result;
    for (const { userId, status, count } of await this.repo.countByStatus(userIds, dates[0]!, last)) {
      const stats = result.get(userId);
      const key = STAT_OF_STATUS[status];
      if (stats && key) stats[key] += count;
    }
    return result;
  }

  /** Each row's status in [from, to] for these people: payroll's loss-of-pay correction reads days one by one. */
  dayStatusesFor(userIds: string[], from: string, to: string): Promise<DayStatus[]> {
    return this.repo.statusesBetween(userIds, from, to);
  }

  /** Admin Home: the organisation's present rate and leave days for the last months. */
  trends(months: number): Promise<AttendanceTrend[]> {
    return attendanceTrends(this.db, this.orgTime.today(), months);
  }

  /** Stats of a 'YYYY-MM' month (default the current one) for one person. */
  ownStats(userId: string, month?: string): Promise<MonthStats> {
    const { year, month: m } = parseYearMonth(month ?? this.orgTime.today().slice(0, 7));
    return this.monthStats(userId, year, m);
  }

  /** Is the 11:00 absentee run due now, and for which business date? null when not. */
  absenteeRunDue(): string | null {
    const parts = this.orgTime.parts();
    if (!isWorkingDay(parts.weekday, this.weeklyOff) || parts.hour < 11) return null;
    return parts.date;
  }

  async hasAbsenteeRun(date: string): Promise<boolean> {
    return this.repo.hasRun(ABSENTEE_JOB, date);
  }

  /** Gives Absent to everyone without a row on `date`; idempotent per date (job_runs + unique index). */
  async markAbsentees(date: string): Promise<{ ran: boolean; count: number }> {
    const { claimed, userIds } = await this.repo.markAbsentees(ABSENTEE_JOB, date, this.orgTime.now());
    if (!claimed) return { ran: false, count: 0 };
    if (userIds.length > 0) this.notifyAttendanceChanged(userIds, [date], 'absentee-job');
    const payload: AbsenteesMarkedPayload = { date, count: userIds.length };
    this.realtime.emitToRoles(STAFF_ROLES, 'absentees_marked', payload);
    return { ran: true, count: userIds.length };
  }

  private datesOf(month?: string): string[] {
    const { year, month: m } = parseYearMonth(month ?? this.orgTime.today().slice(0, 7));
    return monthDates(year, m);
  }
}

function isRealDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** Weekday of a calendar date (0 = Sunday), independent of any timezone. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Every calendar date from start to end inclusive ('YYYY-MM-DD'). */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (
    let d = new Date(`${start}T00:00:00Z`);
    d.toISOString().slice(0, 10) <= end;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}
