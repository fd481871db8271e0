import { and, between, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { PARTIAL_DAY_LEAVE_STATUSES, type AttendanceStatus, type Role } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import { attendance, jobRuns, users } from '../../db/schema/index.ts';

export type AttendanceRow = typeof attendance.$inferSelect;
/** A list row with its punch times already as 'HH:MM' in organisation time (formatted by the database). */
export interface AttendanceListRow {
  id: string;
  userId: string;
  date: string;
  checkIn: string | null;
  checkOut: string | null;
  status: AttendanceStatus;
}
export interface UserAttendanceRow extends AttendanceListRow {
  employeeName: string;
  role: Role;
}
export interface DayStatus {
  userId: string;
  date: string;
  status: AttendanceStatus;
}

export interface SheetRow {
  userId: string;
  name: string;
  employeeNo: number;
  attendance: Record<string, AttendanceStatus>;
}

/** Formatting 27,000 times in SQL is far cheaper than Intl in the request loop. */
const hhmm = (column: typeof attendance.checkIn | typeof attendance.checkOut, timeZone: string) =>
  sql<string | null>`to_char(${column} AT TIME ZONE ${timeZone}, 'HH24:MI')`;
const listColumns = (timeZone: string) => ({
  id: attendance.id,
  userId: attendance.userId,
  date: attendance.date,
  checkIn: hhmm(attendance.checkIn, timeZone),
  checkOut: hhmm(attendance.checkOut, timeZone),
  status: attendance.status,
});

/** Raw statements answer { rows } on both PGlite and node-postgres. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Full-day statuses: a manual mark with one of these clears the punch times. */
const FULL_DAY = ['Absent', 'Sick Leave', 'Paid Leave'];

export class AttendanceRepository {
  constructor(
    private readonly db: Database,
    private readonly timeZone: string,
  ) {}

  async findOne(userId: string, date: string, db: Queryable = this.db): Promise<AttendanceRow | undefined> {
    const [row] = await db
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, userId), eq(attendance.date, date)));
    return row;
  }

  /** Own history, newest first. */
  listForUser(userId: string): Promise<AttendanceListRow[]> {
    return this.db
      .select(listColumns(this.timeZone))
      .from(attendance)
      .where(eq(attendance.userId, userId))
      .orderBy(desc(attendance.date));
  }

  /**
   * Everyone's rows for a date range, newest first, shaped by the database as one JSON text: for a month of
   * 1,000 people (27,000 rows) this is several times faster than decoding rows one field at a time.
   */
  async listWithUsers(from: string, to: string): Promise<UserAttendanceRow[]> {
    const result = await this.db.execute(sql`
      SELECT coalesce(json_agg(x), '[]'::json)::text AS list FROM (
        SELECT a.id, a.user_id AS "userId", a.date,
               to_char(a.check_in AT TIME ZONE ${this.timeZone}, 'HH24:MI') AS "checkIn",
               to_char(a.check_out AT TIME ZONE ${this.timeZone}, 'HH24:MI') AS "checkOut",
               a.status, u.name AS "employeeName", u.role
        FROM ${attendance} a JOIN ${users} u ON u.id = a.user_id
        WHERE a.date BETWEEN ${from}::date AND ${to}::date
        ORDER BY a.date DESC, u.name, u.id) x`);
    return JSON.parse(rowsOf<{ list: string }>(result)[0]!.list) as UserAttendanceRow[];
  }

  /** The unique (user_id, date) index makes this the only row a burst of punches can create. */
  async insertPunchIn(userId: string, date: string, at: Date): Promise<AttendanceRow | undefined> {
    const [row] = await this.db
      .insert(attendance)
      .values({ userId, date, checkIn: at, status: 'Punched In', source: 'punch' })
      .onConflictDoNothing({ target: [attendance.userId, attendance.date] })
      .returning();
    return row;
  }

  /** A Half Day / Short Leave day written by leave approval takes a check-in and keeps its status. */
  async punchInOnPartialLeave(userId: string, date: string, at: Date): Promise<AttendanceRow | undefined> {
    const [row] = await this.db
      .update(attendance)
      .set({ checkIn: at, updatedAt: at })
      .where(
        and(
          eq(attendance.userId, userId),
          eq(attendance.date, date),
          isNull(attendance.checkIn),
          inArray(attendance.status, [...PARTIAL_DAY_LEAVE_STATUSES]),
        ),
      )
      .returning();
    return row;
  }

  /** Conditional update: only the first of many concurrent punch-outs matches. */
  async punchOut(userId: string, date: string, at: Date): Promise<AttendanceRow | undefined> {
    const [row] = await this.db
      .update(attendance)
      .set({
        checkOut: at,
        updatedAt: at,
        status: sql`CASE WHEN ${attendance.status} = 'Punched In' THEN 'Present'::attendance_status ELSE ${attendance.status} END`,
      })
      .where(
        and(
          eq(attendance.userId, userId),
          eq(attendance.date, date),
          isNotNull(attendance.checkIn),
          isNull(attendance.checkOut),
        ),
      )
      .returning();
    return row;
  }

  async upsertManual(
    userId: string,
    date: string,
    status: AttendanceStatus,
    markedBy: string,
    at: Date,
    db: Queryable = this.db,
  ): Promise<AttendanceRow> {
    const clearTimes = FULL_DAY.includes(status);
    const [row] = await db
      .insert(attendance)
      .values({ userId, date, status, source: 'manual', markedBy })
      .onConflictDoUpdate({
        target: [attendance.userId, attendance.date],
        set: {
          status,
          source: 'manual',
          markedBy,
          updatedAt: at,
          ...(clearTimes ? { checkIn: null, checkOut: null } : {}),
        },
      })
      .returning();
    return row!;
  }

  /** Leave approval: one statement for every day; punch times already recorded are kept. */
  async upsertLeaveDays(
    tx: Queryable,
    userId: string,
    dates: string[],
    status: AttendanceStatus,
    markedBy: string,
  ): Promise<string[]> {
    if (dates.length === 0) return [];
    const rows = await tx
      .insert(attendance)
      .values(dates.map((date) => ({ userId, date, status, source: 'leave', markedBy })))
      .onConflictDoUpdate({
        target: [attendance.userId, attendance.date],
        set: { status, source: 'leave', markedBy, updatedAt: sql`now()` },
      })
      .returning({ date: attendance.date });
    return rows.map((r) => r.date).sort();
  }

  async userExists(userId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return !!row;
  }

  /** Counts per person and status for a date range: the one counting query behind every stats view. */
  countByStatus(
    userIds: string[],
    from: string,
    to: string,
  ): Promise<Array<{ userId: string; status: AttendanceStatus; count: number }>> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ userId: attendance.userId, status: attendance.status, count: sql<number>`count(*)::int` })
      .from(attendance)
      .where(and(inArray(attendance.userId, userIds), between(attendance.date, from, to)))
      .groupBy(attendance.userId, attendance.status);
  }

  statusesBetween(userIds: string[], from: string, to: string): Promise<DayStatus[]> {
    if (userIds.length === 0 || to < from) return Promise.resolve([]);
    return this.db
      .select({ userId: attendance.userId, date: attendance.date, status: attendance.status })
      .from(attendance)
      .where(and(inArray(attendance.userId, userIds), between(attendance.date, from, to)));
  }

  /** The whole sheet in one statement: every person with a date -> status map for the range. */
  async sheet(from: string, to: string): Promise<SheetRow[]> {
    const result = await this.db.execute(sql`
      SELECT u.id AS user_id, u.name, u.employee_no,
             coalesce(json_object_agg(a.date, a.status) FILTER (WHERE a.date IS NOT NULL), '{}'::json)::text AS attendance
      FROM ${users} u
      LEFT JOIN ${attendance} a ON a.user_id = u.id AND a.date BETWEEN ${from} AND ${to}
      GROUP BY u.id
      ORDER BY u.name, u.id`);
    // The map travels as text: JSON.parse is cheaper than the drivers' own json decoding (bench/RESULTS.md).
    type Raw = { user_id: string; name: string; employee_no: number; attendance: string };
    return rowsOf<Raw>(result).map((r) => ({
      userId: r.user_id,
      name: r.name,
      employeeNo: Number(r.employee_no),
      attendance: JSON.parse(r.attendance) as Record<string, AttendanceStatus>,
    }));
  }

  /**
   * The 11:00 run: claims (job, date) in job_runs and inserts Absent for everyone without a row, in one
   * transaction. A second run, or a second instance, finds the claim and does nothing.
   */
  async markAbsentees(job: string, date: string, at: Date): Promise<{ claimed: boolean; userIds: string[] }> {
    return this.db.transaction(async (tx) => {
      const claim = await tx
        .insert(jobRuns)
        .values({ job, runKey: date, startedAt: at })
        .onConflictDoNothing()
        .returning();
      if (claim.length === 0) return { claimed: false, userIds: [] };
      const inserted = await tx.execute(sql`
        INSERT INTO ${attendance} (user_id, date, status, source)
        SELECT u.id, ${date}::date, 'Absent', 'absentee-job' FROM ${users} u WHERE u.joined_on <= ${date}::date
        ON CONFLICT (user_id, date) DO NOTHING
        RETURNING user_id`);
      const userIds = rowsOf<{ user_id: string }>(inserted).map((r) => r.user_id);
      await tx
        .update(jobRuns)
        .set({ finishedAt: at, result: { absentees: userIds.length } })
        .where(and(eq(jobRuns.job, job), eq(jobRuns.runKey, date)));
      return { claimed: true, userIds };
    });
  }

  async hasRun(job: string, runKey: string): Promise<boolean> {
    const [row] = await this.db
      .select({ job: jobRuns.job })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, job), eq(jobRuns.runKey, runKey)));
    return !!row;
  }
}
