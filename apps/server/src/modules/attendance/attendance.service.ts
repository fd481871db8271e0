import {
  ATTENDANCE_MESSAGES as M,
  formatEmployeeId,
  datesBetween,
  isBusinessDate,
  isWorkingDay,
  monthDates,
  monthStart,
  parseYearMonth,
  punchInWindowError,
  workingDates,
  type AbsenteesMarkedPayload,
  type AttendanceRecord,
  type AttendanceSheet,
  type AttendanceTrend,
  type AttendanceUpdatedPayload,
  type ManualMarkRequest,
  type MonthStats,
  type UserAttendanceRecord,
  type WeeklyOff,
} from '@hrms/shared';
import type { Database, Tx } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { STAFF_ROLES, type Caller } from '../../plugins/access.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { PunchOrigin } from './punch-places.ts';
import type { PunchPlacesService } from './punch-places.service.ts';
import {
  attendanceUserExists,
  countByMonth,
  countStatusesByPerson,
  dayStatusesBetween,
  findAttendance,
  hasJobRun,
  listAttendanceOfUser,
  listAttendanceWithUsers,
  sheetRows,
  type DayStatus,
} from './attendance.repository.ts';
import {
  insertAbsentees,
  insertPunchIn,
  punchInOnPartialLeave,
  setPunchOut,
  upsertLeaveDays,
  upsertManualMark,
} from './attendance.writes.repository.ts';
import { recentAttendanceWindow, recentRecordsByPerson } from './attendance.recent.ts';
import {
  STAT_OF_STATUS,
  emptyStats,
  fillTrendMonths,
  presentListRow,
  presentRecord,
  presentUserRecord,
} from './attendance.presenter.ts';

export type LeaveAttendanceType = 'Sick Leave' | 'Paid Leave' | 'Short Leave' | 'Half Day';
export const ABSENTEE_JOB = 'absentees';

export interface AttendanceDeps {
  db: Database;
  orgTime: OrgTime;
  weeklyOff: WeeklyOff;
  realtime: Realtime;
  audit: AuditService;
  /** Where a punch-in may come from (off until an Admin sets office networks or locations). */
  punchPlaces: PunchPlacesService;
}

/** Punches, manual marks, the absentee run, the sheet and the month stats: one place for every rule. */
export class AttendanceService {
  constructor(private readonly deps: AttendanceDeps) {}

  private get tz(): string {
    return this.deps.orgTime.timeZone;
  }

  private get db(): Database {
    return this.deps.db;
  }

  private get orgTime(): OrgTime {
    return this.deps.orgTime;
  }

  /** Punch in on the organisation's clock; the unique (person, date) index decides races. */
  async punchIn(caller: Caller, origin: PunchOrigin = {}): Promise<AttendanceRecord> {
    const now = this.orgTime.now();
    const parts = this.orgTime.parts(now);
    const windowError = punchInWindowError(parts, this.deps.weeklyOff);
    if (windowError) throw unprocessable(windowError);
    const fix = await this.deps.punchPlaces.check(origin);
    const row =
      (await insertPunchIn(this.db, caller.id, parts.date, now, fix)) ??
      (await punchInOnPartialLeave(this.db, caller.id, parts.date, now, fix));
    if (!row) {
      const existing = await findAttendance(this.db, caller.id, parts.date);
      throw conflict(existing?.checkIn ? M.alreadyPunchedIn : M.alreadyMarked);
    }
    this.notifyAttendanceChanged([caller.id], [parts.date], 'punch-in', caller);
    return presentRecord(row, this.tz);
  }

  async punchOut(caller: Caller): Promise<AttendanceRecord> {
    const now = this.orgTime.now();
    const today = this.orgTime.parts(now).date;
    const row = await setPunchOut(this.db, caller.id, today, now);
    if (!row) {
      const existing = await findAttendance(this.db, caller.id, today);
      if (existing?.checkOut) throw conflict(M.alreadyPunchedOut);
      throw conflict(M.notPunchedIn);
    }
    this.notifyAttendanceChanged([caller.id], [today], 'punch-out', caller);
    return presentRecord(row, this.tz);
  }

  async ownRecords(userId: string): Promise<AttendanceRecord[]> {
    return (await listAttendanceOfUser(this.db, this.tz, userId)).map(presentListRow);
  }

  /** 'All' is bounded to one calendar month (default the current one), newest first. */
  async allRecords(month?: string): Promise<UserAttendanceRecord[]> {
    const dates = this.datesOf(month);
    const rows = await listAttendanceWithUsers(this.db, this.tz, dates[0]!, dates[dates.length - 1]!);
    return rows.map(presentUserRecord);
  }

  /** Everyone's records of the previous and the current month, newest first, by person (employee list). */
  recentByPerson(): Promise<Map<string, AttendanceRecord[]>> {
    return recentRecordsByPerson(this.db, this.tz, recentAttendanceWindow(this.orgTime.today()));
  }

  async todayRecords(): Promise<UserAttendanceRecord[]> {
    const today = this.orgTime.today();
    return (await listAttendanceWithUsers(this.db, this.tz, today, today)).map(presentUserRecord);
  }

  async manualMark(markedBy: Caller, input: ManualMarkRequest): Promise<AttendanceRecord> {
    if (input.date > this.orgTime.today()) throw unprocessable(M.futureDate);
    if (!isBusinessDate(input.date)) throw unprocessable(M.invalidDate);
    if (!(await attendanceUserExists(this.db, input.employeeId))) throw notFound(M.employeeNotFound);
    const { employeeId, date, status } = input;
    const row = await this.db.transaction(async (tx) => {
      const before = await findAttendance(tx, employeeId, date);
      const after = await upsertManualMark(tx, employeeId, date, status, markedBy.id, this.orgTime.now());
      const snapshot = (r: { status: string; checkIn: Date | null; checkOut: Date | null }) => ({
        employeeId,
        date,
        status: r.status,
        checkIn: r.checkIn ? this.orgTime.parts(r.checkIn).time : null,
        checkOut: r.checkOut ? this.orgTime.parts(r.checkOut).time : null,
      });
      await this.deps.audit.record(tx, {
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
    const rows = await sheetRows(this.db, dates[0]!, dates[dates.length - 1]!);
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
    const dates = workingDates(datesBetween(leave.startDate, leave.endDate), this.deps.weeklyOff);
    return upsertLeaveDays(tx, leave.userId, dates, leave.type, leave.decidedBy);
  }

  /** Tells Admin and HR (and the person, when they are an Employee acting themselves) after a commit. */
  notifyAttendanceChanged(
    userIds: string[],
    dates: string[],
    reason: AttendanceUpdatedPayload['reason'],
    actor?: Caller,
  ): void {
    const payload: AttendanceUpdatedPayload = { userIds, dates, reason };
    this.deps.realtime.emitToRoles(STAFF_ROLES, 'attendance_updated', payload);
    if (actor && !STAFF_ROLES.includes(actor.role))
      this.deps.realtime.emitToUser(actor.id, 'attendance_updated', payload);
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
    for (const { userId, status, count } of await countStatusesByPerson(this.db, userIds, dates[0]!, last)) {
      const stats = result.get(userId);
      const key = STAT_OF_STATUS[status];
      if (stats && key) stats[key] += count;
    }
    return result;
  }

  /** Each row's status in [from, to] for these people: payroll's loss-of-pay correction reads days one by one. */
  dayStatusesFor(userIds: string[], from: string, to: string): Promise<DayStatus[]> {
    return dayStatusesBetween(this.db, userIds, from, to);
  }

  /** Admin Home: the organisation's present rate and leave days for the last months. */
  async trends(months: number): Promise<AttendanceTrend[]> {
    const today = this.orgTime.today();
    return fillTrendMonths(await countByMonth(this.db, monthStart(today, months - 1), today), today, months);
  }

  /** Stats of a 'YYYY-MM' month (default the current one) for one person. */
  ownStats(userId: string, month?: string): Promise<MonthStats> {
    const { year, month: m } = parseYearMonth(month ?? this.orgTime.today().slice(0, 7));
    return this.monthStats(userId, year, m);
  }

  /** Is the 11:00 absentee run due now, and for which business date? null when not. */
  absenteeRunDue(): string | null {
    const parts = this.orgTime.parts();
    if (!isWorkingDay(parts.weekday, this.deps.weeklyOff) || parts.hour < 11) return null;
    return parts.date;
  }

  async hasAbsenteeRun(date: string): Promise<boolean> {
    return hasJobRun(this.db, ABSENTEE_JOB, date);
  }

  /** Gives Absent to everyone without a row on `date`; idempotent per date (job_runs + unique index). */
  async markAbsentees(date: string): Promise<{ ran: boolean; count: number }> {
    const { claimed, userIds } = await insertAbsentees(this.db, ABSENTEE_JOB, date, this.orgTime.now());
    if (!claimed) return { ran: false, count: 0 };
    if (userIds.length > 0) this.notifyAttendanceChanged(userIds, [date], 'absentee-job');
    const payload: AbsenteesMarkedPayload = { date, count: userIds.length };
    this.deps.realtime.emitToRoles(STAFF_ROLES, 'absentees_marked', payload);
    return { ran: true, count: userIds.length };
  }

  private datesOf(month?: string): string[] {
    const { year, month: m } = parseYearMonth(month ?? this.orgTime.today().slice(0, 7));
    return monthDates(year, m);
  }
}
