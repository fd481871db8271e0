import {
  datesBetween,
  monthDates,
  monthStart,
  parseYearMonth,
  type AbsenteesMarkedPayload,
  type AttendanceStatus,
  type AttendanceRecord,
  type AttendanceSheet,
  type AttendanceTrend,
  type AttendanceUpdatedPayload,
  type ManualMarkRequest,
  type MonthStats,
  type OwnAttendanceQuery,
} from '@hrms/shared';
import type { Database, Tx } from '../../db/client.ts';
import type { RecurringJob } from '../../jobs/job-runner.ts';
import { isClaimed } from '../../jobs/job-runs.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { STAFF_ROLES, type Caller } from '../../plugins/access.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { AuditService } from '../audit/index.ts';
import type { PeriodLocks, WorkModePunches } from './attendance.ports.ts';
import type { FourEyes } from '../four-eyes/index.ts';
import type { PunchOrigin } from './punch-places.ts';
import type { PunchPlacesService } from './punch-places.service.ts';
import { countByMonth, datesWithAttendance, dayStatusMaps, sheetRows } from './attendance.repository.ts';
import { announceAttendanceChanged, announceToActor } from './attendance.notices.ts';
import { markManually } from './attendance.manual-mark.ts';
import { countMonthStats } from './attendance.month-stats.ts';
import { PunchIns } from './attendance.punch-in.ts';
import { upsertLeaveDays, deleteLeaveDays } from './attendance.writes.repository.ts';
import { ABSENTEE_JOB, AbsenteeRuns } from './attendance.absentees.ts';
import { AttendanceLists } from './attendance.lists.ts';
import { BulkMarks } from './bulk-mark.ts';
import { AttendanceImports } from './attendance-import.ts';
import { ownHistoryReads, ownRangeReads, ownStatsReads } from './attendance.own-reads.ts';
import { closePunch } from './attendance.punch-out.ts';
import type { PlacementsService } from '../org-structure/index.ts';
import type { WorkCalendarService } from '../work-calendar/index.ts';
import { recentAttendanceWindow, recentRecordsByPerson } from './attendance.recent.ts';
import { fillTrendMonths, presentListRow, presentRecord, presentSheet } from './attendance.presenter.ts';

// The holidays module's question (recordedDates, at the end of the class).

/** The status a day of approved leave is recorded as: the spec's types, and Absent for an unpaid custom type. */
export type LeaveAttendanceType = 'Sick Leave' | 'Paid Leave' | 'Short Leave' | 'Half Day' | 'Absent';

export interface AttendanceDeps {
  db: Database;
  orgTime: OrgTime;
  workCalendar: WorkCalendarService;
  realtime: Realtime;
  audit: AuditService;
  /** Where a punch-in may come from (off until an Admin sets office networks or locations). */
  punchPlaces: PunchPlacesService;
  /** Issue 22: a finalised payroll month refuses changes to its days (409); absent in unit set-ups. */
  payrollLocks?: Pick<PeriodLocks, 'assertOpen'>;
  /** Issue 39: nobody marks their own attendance (a sole Admin excepted, flagged in the audit entry). */
  fourEyes: FourEyes;
  /** Issue 42: reports cut by department and location (the sheet's filters and subtotals). */
  structure?: Pick<PlacementsService, 'reportFilter' | 'unitsOn'>;
}

/** Punches, manual marks, the absentee run, the sheet and the month stats: one place for every rule. */
export class AttendanceService {
  private readonly absentees: AbsenteeRuns;
  private readonly punchIns: PunchIns;
  /** Everyone's lists and the sheet, whole or a page at a time (attendance.lists.ts). */
  readonly lists: AttendanceLists;
  /** The go-live date and bulk marking (bulk-mark.ts, issue 40). */
  readonly bulk: BulkMarks;
  /** Import of past attendance from CSV (attendance-import.ts, issue 40). */
  readonly imports: AttendanceImports;
  /** Own history and month stats of the people asking in one turn: one statement for all. */
  private readonly ownHistories = ownHistoryReads(
    () => this.db,
    () => this.tz,
  );
  private readonly ownRanges = ownRangeReads(
    () => this.db,
    () => this.tz,
  );
  private readonly ownMonthStats = ownStatsReads((ids, year, month) => this.monthStatsFor(ids, year, month));

  /** Issue 45: the on-duty module's answer to "punch from anywhere on an approved day?" (answerWorkModePunches). */
  private workModes: WorkModePunches | undefined;

  /** On-duty sits above attendance: composition/pay.ts hands its answer over once it exists. */
  answerWorkModePunches(port: WorkModePunches): void {
    this.workModes = port;
  }

  /** The structure the sheet's cut and subtotals read (issue 42), when the app has one. */
  get structure(): AttendanceDeps['structure'] {
    return this.deps.structure;
  }

  constructor(private readonly deps: AttendanceDeps) {
    this.absentees = new AbsenteeRuns(deps);
    this.punchIns = new PunchIns({ ...deps, workModePunches: () => this.workModes });
    this.lists = new AttendanceLists(deps);
    const changed = (userIds: string[], dates: string[]) =>
      this.notifyAttendanceChanged(userIds, dates, 'manual');
    this.bulk = new BulkMarks(deps, changed);
    this.imports = new AttendanceImports(deps, changed);
  }

  private get tz(): string {
    return this.deps.orgTime.timeZone;
  }

  private get db(): Database {
    return this.deps.db;
  }

  private get orgTime(): OrgTime {
    return this.deps.orgTime;
  }

  /**
   * Punch in on the organisation's clock, inside the person's shift window on a working day (not a weekly
   * off, not a public holiday); the row is stamped with the shift and whether it was late. The unique
   * (person, date) index decides races; concurrent punch-ins share their reads and one INSERT (attendance.punch-in.ts).
   */
  async punchIn(caller: Caller, origin: PunchOrigin = {}): Promise<AttendanceRecord> {
    // Staff were told by the punch's batch, once for everybody in it (attendance.punch-in.ts).
    const row = await this.punchIns.punchIn(caller.id, origin);
    announceToActor(
      this.deps.realtime,
      { userIds: [caller.id], dates: [row.date], reason: 'punch-in' },
      caller,
    );
    return presentRecord(row, this.tz);
  }

  /** Closes today's open row, or last night's when a shift crossing midnight is still open (docs/attendance.md). */
  async punchOut(caller: Caller): Promise<AttendanceRecord> {
    const row = await closePunch(this.deps, caller.id);
    this.notifyAttendanceChanged([caller.id], [row.date], 'punch-out', caller);
    return presentRecord(row, this.tz);
  }

  /** The spec's whole history, newest first; with from..to only those days (the clock card asks for today). */
  async ownRecords(userId: string, range: OwnAttendanceQuery = {}): Promise<AttendanceRecord[]> {
    const { from, to } = range;
    const rows =
      from !== undefined && to !== undefined
        ? await this.ownRanges.load({ userId, from, to })
        : await this.ownHistories.load(userId);
    return rows.map(presentListRow);
  }

  /** Records of the previous and the current month, newest first, by person (employee list): everyone's or `userIds`'. */
  recentByPerson(userIds?: readonly string[]): Promise<Map<string, AttendanceRecord[]>> {
    return recentRecordsByPerson(this.db, this.tz, recentAttendanceWindow(this.orgTime.today()), userIds);
  }

  async manualMark(markedBy: Caller, input: ManualMarkRequest): Promise<AttendanceRecord> {
    const row = await markManually(this.deps, markedBy, input);
    this.notifyAttendanceChanged([input.employeeId], [input.date], 'manual');
    return presentRecord(row, this.tz);
  }

  async sheet(month?: string): Promise<AttendanceSheet> {
    const dates = this.datesOf(month);
    const [first, last] = [dates[0]!, dates[dates.length - 1]!];
    const [rows, days] = await Promise.all([
      sheetRows(this.db, first, last),
      this.deps.workCalendar.daysBetween(first, last),
    ]);
    return presentSheet(dates, days, rows);
  }

  /**
   * Contract for leave approval: runs INSIDE the caller's transaction, writes the leave type for every
   * working day of [startDate, endDate] (future days too; weekly offs, patterns included, and public
   * holidays are skipped, per the work calendar) and returns the dates. It emits nothing; the
   * leave service calls notifyAttendanceChanged([userId], dates, 'leave') after its transaction commits.
   */
  async applyApprovedLeave(
    tx: Tx,
    leave: {
      userId: string;
      type: LeaveAttendanceType;
      /** A custom leave type's name, carried beside the status (issue 40); absent for the spec's four. */
      leaveType?: string | null;
      startDate: string;
      endDate: string;
      decidedBy: string;
    },
  ): Promise<string[]> {
    const calendar = await this.deps.workCalendar.calendarOf(
      leave.userId,
      leave.startDate,
      leave.endDate,
      tx,
    );
    const dates = calendar.workingDates(datesBetween(leave.startDate, leave.endDate));
    return upsertLeaveDays(tx, leave.userId, dates, leave.type, leave.decidedBy, leave.leaveType ?? null);
  }

  /** A cancelled approved leave: removes the rows its approval wrote; returns the dates removed. */
  async removeCancelledLeave(
    tx: Tx,
    leave: { userId: string; startDate: string; endDate: string },
  ): Promise<string[]> {
    return deleteLeaveDays(tx, leave.userId, datesBetween(leave.startDate, leave.endDate));
  }

  /** Tells Admin and HR (and the person, when they are an Employee acting themselves) after a commit. */
  notifyAttendanceChanged(
    userIds: string[],
    dates: string[],
    reason: AttendanceUpdatedPayload['reason'],
    actor?: Caller,
  ): void {
    announceAttendanceChanged(this.deps.realtime, { userIds, dates, reason }, actor);
  }

  monthStats(userId: string, year: number, month: number): Promise<MonthStats> {
    return this.monthStatsFor([userId], year, month).then((map) => map.get(userId)!);
  }

  /** Many people's month stats in one query (attendance.month-stats.ts); payroll passes its cut-off. */
  monthStatsFor(
    userIds: string[],
    year: number,
    month: number,
    upTo?: string,
  ): Promise<Map<string, MonthStats>> {
    return countMonthStats(this.db, userIds, year, month, upTo);
  }

  /** Each person's rows in [from, to] as date -> status: payroll's loss-of-pay rules read days one by one. */
  dayStatusesFor(
    userIds: string[],
    from: string,
    to: string,
  ): Promise<Map<string, Map<string, AttendanceStatus>>> {
    return dayStatusMaps(this.db, userIds, from, to);
  }

  /** Admin Home: the organisation's present rate and leave days for the last months. */
  async trends(months: number): Promise<AttendanceTrend[]> {
    const today = this.orgTime.today();
    return fillTrendMonths(await countByMonth(this.db, monthStart(today, months - 1), today), today, months);
  }

  /** Stats of a 'YYYY-MM' month (default the current one) for one person. */
  ownStats(userId: string, month?: string): Promise<MonthStats> {
    const { year, month: m } = parseYearMonth(month ?? this.orgTime.today().slice(0, 7));
    return this.ownMonthStats.load({ userId, year, month: m });
  }

  /**
   * The absentee run owed now (docs/attendance.md): on a working day, each shift's from its window's end;
   * the default shift's key is the business date (the spec's 11:00 run). null when none is owed.
   */
  absenteeRunDue(): Promise<string | null> {
    return this.absentees.due();
  }

  async hasAbsenteeRun(date: string): Promise<boolean> {
    return isClaimed(this.db, ABSENTEE_JOB, date);
  }

  /** The absentee runs as a recurring job (listed in jobs/recurring-jobs.ts). */
  readonly absenteeJob: RecurringJob = {
    name: ABSENTEE_JOB,
    due: () => this.absenteeRunDue(),
    run: (key) => this.markAbsentees(key),
  };

  /** Gives Absent to everyone on the key's shift without a row that day; idempotent per key (job_runs). */
  async markAbsentees(key: string): Promise<{ ran: boolean; count: number }> {
    const { ran, userIds, date } = await this.absentees.run(key);
    if (!ran) return { ran: false, count: 0 };
    if (userIds.length > 0) this.notifyAttendanceChanged(userIds, [date], 'absentee-job');
    const payload: AbsenteesMarkedPayload = { date, count: userIds.length };
    this.deps.realtime.emitToRoles(STAFF_ROLES, 'absentees_marked', payload);
    return { ran: true, count: userIds.length };
  }

  private datesOf(month?: string): string[] {
    const { year, month: m } = parseYearMonth(month ?? this.orgTime.today().slice(0, 7));
    return monthDates(year, m);
  }

  /** For holidays: which of `dates` have anybody's attendance (in the caller's transaction when given). */
  async recordedDates(dates: readonly string[], db: Database | Tx = this.db): Promise<Set<string>> {
    return new Set(await datesWithAttendance(db, dates));
  }
}
