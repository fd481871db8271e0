import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AttendanceStatus, Role } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/result-rows.ts';
import { anyUuid } from '../../db/set-params.ts';
import { attendance, users } from '../../db/schema/index.ts';

export type AttendanceRow = typeof attendance.$inferSelect;
/** A list row with its punch times already as 'HH:MM' in organisation time (formatted by the database). */
export interface AttendanceListRow {
  id: string;
  userId: string;
  date: string;
  checkIn: string | null;
  checkOut: string | null;
  status: AttendanceStatus;
  /** Issue 19's marks; absent where a query does not read them (the employee list's recent days). */
  late?: boolean;
  workedMinutes?: number | null;
  corrected?: boolean;
  /** The office of the punch-in (punch places); absent where a query does not read it. */
  place?: string | null;
  /** An approved on-duty / work-from-home day's mode (issue 45); null or absent otherwise. */
  mode?: string | null;
}
export interface UserAttendanceRow extends AttendanceListRow {
  employeeName: string;
  role: Role;
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
  late: attendance.late,
  workedMinutes: attendance.workedMinutes,
  corrected: attendance.corrected,
  place: attendance.punchPlace,
  mode: attendance.workMode,
});

/** Raw statements answer { rows } on both PGlite and node-postgres. */

export async function findAttendance(
  db: Queryable,
  userId: string,
  date: string,
): Promise<AttendanceRow | undefined> {
  const [row] = await db
    .select()
    .from(attendance)
    .where(and(eq(attendance.userId, userId), eq(attendance.date, date)));
  return row;
}

/** Own history, newest first. */
export function listAttendanceOfUser(
  db: Queryable,
  timeZone: string,
  userId: string,
): Promise<AttendanceListRow[]> {
  return db
    .select(listColumns(timeZone))
    .from(attendance)
    .where(eq(attendance.userId, userId))
    .orderBy(desc(attendance.date));
}

/**
 * Own history of several people in one statement (batched Home reads), each person's rows newest first,
 * the same values as listAttendanceOfUser's. Shaped by the database as one JSON text of arrays a person:
 * decoding a batch's rows field by field cost more than the statement itself, and keys repeated in every
 * row doubled the text.
 */
export async function listAttendanceOfUsers(
  db: Queryable,
  timeZone: string,
  userIds: readonly string[],
  range?: { from: string; to: string },
): Promise<AttendanceListRow[]> {
  const result = await db.execute(sql`
    SELECT a.user_id AS "userId", json_agg(json_build_array(
             a.id, a.date,
             to_char(a.check_in AT TIME ZONE ${timeZone}, 'HH24:MI'),
             to_char(a.check_out AT TIME ZONE ${timeZone}, 'HH24:MI'),
             a.status, a.late, a.worked_minutes, a.corrected, a.punch_place, a.work_mode
           ) ORDER BY a.date DESC)::text AS list
    FROM ${attendance} a
    WHERE ${anyUuid(sql`a.user_id`, userIds)}${
      range ? sql` AND a.date BETWEEN ${range.from}::date AND ${range.to}::date` : sql``
    }
    GROUP BY a.user_id`);
  return rowsOf<{ userId: string; list: string }>(result).flatMap(({ userId, list }) =>
    (JSON.parse(list) as ListTuple[]).map(
      ([id, date, checkIn, checkOut, status, late, workedMinutes, corrected, place, mode]) => ({
        id,
        userId,
        date,
        checkIn,
        checkOut,
        status,
        late,
        workedMinutes,
        corrected,
        place,
        mode,
      }),
    ),
  );
}
type ListTuple = [
  string,
  string,
  string | null,
  string | null,
  AttendanceStatus,
  boolean,
  number | null,
  boolean,
  string | null,
  string | null,
];

/**
 * Everyone's rows for a date range, newest first, shaped by the database as one JSON text: for a month of
 * 1,000 people (27,000 rows) this is several times faster than decoding rows one field at a time.
 */
export async function listAttendanceWithUsers(
  db: Queryable,
  timeZone: string,
  from: string,
  to: string,
): Promise<UserAttendanceRow[]> {
  const result = await db.execute(sql`
    SELECT coalesce(json_agg(x), '[]'::json)::text AS list FROM (
      SELECT a.id, a.user_id AS "userId", a.date,
             to_char(a.check_in AT TIME ZONE ${timeZone}, 'HH24:MI') AS "checkIn",
             to_char(a.check_out AT TIME ZONE ${timeZone}, 'HH24:MI') AS "checkOut",
             a.status, a.punch_place AS "place", u.name AS "employeeName", u.role
      FROM ${attendance} a JOIN ${users} u ON u.id = a.user_id
      WHERE a.date BETWEEN ${from}::date AND ${to}::date
      ORDER BY a.date DESC, u.name, u.id) x`);
  return JSON.parse(rowsOf<{ list: string }>(result)[0]!.list) as UserAttendanceRow[];
}

export async function attendanceUserExists(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return !!row;
}

/**
 * Counts per person and status for a date range: the one counting query behind every stats view. The
 * counts come back as one JSON text of [userId, status, count] triples (a batch of Home month stats is
 * about 80 of them): decoding the rows field by field cost more than counting them.
 */
export async function countStatusesByPerson(
  db: Queryable,
  userIds: string[],
  from: string,
  to: string,
): Promise<Array<{ userId: string; status: AttendanceStatus; count: number }>> {
  if (userIds.length === 0) return [];
  const result = await db.execute(sql`
    SELECT coalesce(json_agg(json_build_array(c.user_id, c.status, c.n)), '[]'::json)::text AS counts
    FROM (SELECT a.user_id, a.status, count(*)::int AS n FROM ${attendance} a
          WHERE ${anyUuid(sql`a.user_id`, userIds)} AND a.date BETWEEN ${from}::date AND ${to}::date
          GROUP BY a.user_id, a.status) c`);
  const triples = JSON.parse(rowsOf<{ counts: string }>(result)[0]!.counts) as Array<
    [string, AttendanceStatus, number]
  >;
  return triples.map(([userId, status, count]) => ({ userId, status, count }));
}

/**
 * Each person's rows in [from, to] as date -> status (a person without a row there is absent from the map).
 * One row a person, whose days the database folds into a JSON object: payroll reads a chunk's month (about
 * 3,000 rows) as 100, parsed by JSON.parse rather than field by field.
 */
export async function dayStatusMaps(
  db: Queryable,
  userIds: string[],
  from: string,
  to: string,
): Promise<Map<string, Map<string, AttendanceStatus>>> {
  const byPerson = new Map<string, Map<string, AttendanceStatus>>();
  if (userIds.length === 0 || to < from) return byPerson;
  const result = await db.execute(sql`
    SELECT a.user_id, json_object_agg(a.date, a.status)::text AS days
    FROM ${attendance} a
    WHERE ${anyUuid(sql`a.user_id`, userIds)} AND a.date BETWEEN ${from} AND ${to}
    GROUP BY a.user_id`);
  for (const row of rowsOf<{ user_id: string; days: string }>(result))
    byPerson.set(
      row.user_id,
      new Map(Object.entries(JSON.parse(row.days) as Record<string, AttendanceStatus>)),
    );
  return byPerson;
}

/** The whole sheet in one statement: every person with a date -> status map for the range. */
export async function sheetRows(db: Queryable, from: string, to: string): Promise<SheetRow[]> {
  const result = await db.execute(sql`
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

interface MonthCounts {
  month: string;
  present: number;
  absent: number;
  leave: number;
}

/** The trends' counts: one grouped scan of the months' rows (attendance_date_idx), never a query per month. */
export async function countByMonth(db: Queryable, from: string, to: string): Promise<MonthCounts[]> {
  const result = await db.execute(sql`
    SELECT to_char(date, 'YYYY-MM') AS month,
           count(*) FILTER (WHERE status IN ('Present', 'Punched In'))::int AS present,
           count(*) FILTER (WHERE status = 'Absent')::int AS absent,
           count(*) FILTER (WHERE status IN ('Sick Leave', 'Paid Leave', 'Half Day', 'Short Leave'))::int AS leave
    FROM ${attendance}
    WHERE date BETWEEN ${from}::date AND ${to}::date
    GROUP BY 1`);
  return rowsOf<MonthCounts>(result);
}

/** Which of `dates` have an attendance row for anybody (holidays refuse to change such days). */
export async function datesWithAttendance(db: Queryable, dates: readonly string[]): Promise<string[]> {
  if (dates.length === 0) return [];
  const rows = await db
    .selectDistinct({ date: attendance.date })
    .from(attendance)
    .where(inArray(attendance.date, [...dates]));
  return rows.map((row) => row.date);
}
