import { sql, type SQL } from 'drizzle-orm';
import type { AttendanceStatus, Role } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { attendance, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/paging.ts';
import { rowsOf } from '../../db/result-rows.ts';
import type { SheetRow, UserAttendanceRow } from './attendance.repository.ts';

/** What narrows everyone's rows (docs/paging.md). */
export interface AttendanceFilter {
  from: string;
  to: string;
  q?: string | undefined;
  status?: AttendanceStatus | undefined;
  role?: Role | undefined;
}

/** The list's sort key, newest first then by name: [date, name, user id] of a page's last row. */
export type AttendanceKey = [date: string, name: string, userId: string];

const matchesPerson = (q: string | undefined): SQL =>
  q ? sql` AND (u.name ILIKE ${containsPattern(q)} OR u.email ILIKE ${containsPattern(q)})` : sql``;

const matchesRole = (role: Role | undefined): SQL => (role ? sql` AND u.role = ${role}` : sql``);

const inRange = (filter: AttendanceFilter): SQL =>
  sql`a.date BETWEEN ${filter.from}::date AND ${filter.to}::date${
    filter.status ? sql` AND a.status = ${filter.status}` : sql``
  }`;

function whereOf(filter: AttendanceFilter): SQL {
  return sql`${inRange(filter)}${matchesPerson(filter.q)}${matchesRole(filter.role)}`;
}

/**
 * Everyone's rows matching the filter, in the spec list's order (date newest first, then name, then
 * person). One JSON text, as listAttendanceWithUsers.
 */
export async function filteredAttendance(
  db: Queryable,
  timeZone: string,
  filter: AttendanceFilter,
): Promise<UserAttendanceRow[]> {
  const result = await db.execute(sql`
    SELECT coalesce(json_agg(x), '[]'::json)::text AS list FROM (
      SELECT ${rowColumns(timeZone)}
      FROM ${attendance} a JOIN ${users} u ON u.id = a.user_id
      WHERE ${whereOf(filter)}
      ORDER BY a.date DESC, u.name, u.id) x`);
  return JSON.parse(rowsOf<{ list: string }>(result)[0]!.list) as UserAttendanceRow[];
}

const rowColumns = (timeZone: string) => sql`a.id, a.user_id AS "userId", a.date,
  to_char(a.check_in AT TIME ZONE ${timeZone}, 'HH24:MI') AS "checkIn",
  to_char(a.check_out AT TIME ZONE ${timeZone}, 'HH24:MI') AS "checkOut",
  a.status, a.punch_place AS "place", u.name AS "employeeName", u.role`;

/**
 * How many rows the filter matches on each day that has any, newest day first (a page's plan and total).
 * A name, e-mail or role filter chooses its people first, then counts their rows through
 * `attendance_user_date_unique` alone (an index-only scan): joining the month's every row with the people
 * instead read all 220,000 rows of a 10,000-person month to keep the 74,000 of a search for "an" (62 to 30 ms
 * on PGlite, bench/RESULTS.md).
 */
export async function attendanceDayCounts(
  db: Queryable,
  filter: AttendanceFilter,
): Promise<Array<{ date: string; n: number }>> {
  const people =
    filter.q || filter.role
      ? sql` AND a.user_id = ANY(ARRAY(SELECT u.id FROM ${users} u WHERE true${matchesPerson(filter.q)}${matchesRole(filter.role)}))`
      : sql``;
  const result = await db.execute(sql`
    SELECT a.date::text AS date, count(*)::int AS n FROM ${attendance} a
    WHERE ${inRange(filter)}${people}
    GROUP BY a.date ORDER BY a.date DESC`);
  return rowsOf<{ date: string; n: number }>(result);
}

/**
 * A day with at most this many matching rows is read through the date index and sorted; a fuller day is
 * read by walking the people by name until the page is full (a handful of index probes). Walking the
 * people on a nearly empty day (a future day with two people on approved leave) would probe everyone.
 */
const SPARSE_DAY = 1_000;

/**
 * One page (docs/paging.md), planned from the day counts: only the days that have rows, from the cursor's
 * day (or the range's last) backwards, until the days after the cursor's hold a page. Each day's rows come
 * whole from one statement in the list's order, so the two statements' rows merge by day alone.
 */
export async function attendancePage(
  db: Queryable,
  timeZone: string,
  filter: AttendanceFilter,
  dayCounts: ReadonlyArray<{ date: string; n: number }>,
  after: AttendanceKey | null,
  limit: number,
  sparseDay = SPARSE_DAY,
): Promise<UserAttendanceRow[]> {
  const first = after ? after[0] : filter.to;
  const days: Array<{ date: string; n: number }> = [];
  let following = 0;
  for (const day of dayCounts) {
    if (day.date > first) continue;
    days.push(day);
    // The cursor's own day may be nearly used up: only whole days after it count towards the page.
    if (!after || day.date < after[0]) following += day.n;
    if (following >= limit) break;
  }
  if (days.length === 0) return [];
  const start = after
    ? sql` AND (a.date < ${after[0]}::date OR (u.name, u.id) > (${after[1]}, ${after[2]}::uuid))`
    : sql``;
  const dense = days.filter((day) => day.n > sparseDay).map((day) => day.date);
  const sparse = days.filter((day) => day.n <= sparseDay).map((day) => day.date);
  const [walked, sorted] = await Promise.all([
    dense.length > 0 ? walkDays(db, timeZone, filter, dense, start, limit) : [],
    sparse.length > 0 ? sortDays(db, timeZone, filter, sparse, start, limit) : [],
  ]);
  // Newest day first; within a day the rows keep their statement's order (name, then person).
  const byDay = new Map<string, UserAttendanceRow[]>();
  for (const row of [...walked, ...sorted]) {
    const list = byDay.get(row.date);
    if (list) list.push(row);
    else byDay.set(row.date, [row]);
  }
  return days.flatMap((day) => byDay.get(day.date) ?? []).slice(0, limit);
}

const dayList = (dates: readonly string[]) =>
  sql`(SELECT value::date FROM jsonb_array_elements_text(${JSON.stringify(dates)}::jsonb))`;

/**
 * Full days, newest first, each walked by name; the outer LIMIT stops as soon as the page is full. Each person's
 * row of the day is probed through `attendance_user_date_unique` in a LATERAL subquery with LIMIT 1 (one row a
 * person and day at most): written as a plain join, the planner misjudged a day's rows (820 for 10,000) and read
 * the whole day, joined and sorted it: 42 ms against 2 ms for a full October day of a year's folder (PGlite).
 */
async function walkDays(
  db: Queryable,
  timeZone: string,
  filter: AttendanceFilter,
  dates: readonly string[],
  start: SQL,
  limit: number,
): Promise<UserAttendanceRow[]> {
  return listOrdered(
    db,
    sql`
      SELECT day_rows.* FROM jsonb_array_elements_text(${JSON.stringify(dates)}::jsonb) AS d(day)
      CROSS JOIN LATERAL (
        SELECT ${rowColumns(timeZone)}
        FROM ${users} u
        CROSS JOIN LATERAL (
          SELECT x.* FROM ${attendance} x WHERE x.user_id = u.id AND x.date = d.day::date LIMIT 1) a
        WHERE ${whereOf(filter)}${start}
        ORDER BY u.name, u.id
        LIMIT ${limit}) day_rows
      LIMIT ${limit}`,
  );
}

/** Nearly empty days: their few rows through the date index, sorted. */
async function sortDays(
  db: Queryable,
  timeZone: string,
  filter: AttendanceFilter,
  dates: readonly string[],
  start: SQL,
  limit: number,
): Promise<UserAttendanceRow[]> {
  return listOrdered(
    db,
    sql`
      SELECT ${rowColumns(timeZone)}
      FROM ${attendance} a JOIN ${users} u ON u.id = a.user_id
      WHERE a.date IN ${dayList(dates)} AND ${whereOf(filter)}${start}
      ORDER BY a.date DESC, u.name, u.id
      LIMIT ${limit}`,
  );
}

/** A page statement's rows as one JSON text in the list's order (date newest first, name, person), parsed. */
async function listOrdered(db: Queryable, rows: SQL): Promise<UserAttendanceRow[]> {
  const result = await db.execute(sql`
    SELECT coalesce(json_agg(x ORDER BY x.date DESC, x."employeeName", x."userId"), '[]'::json)::text AS list
    FROM (${rows}) x`);
  return JSON.parse(rowsOf<{ list: string }>(result)[0]!.list) as UserAttendanceRow[];
}

/** The sheet's sort key: [name, user id] of a page's last person. */
export type SheetKey = [name: string, userId: string];

/**
 * One page of the sheet: the people matching `q` after `after` by name (the sheet's order), each with
 * their date -> status map for the range. The people are chosen first, so only their days are read.
 */
/** Not gone before the month begins (issue 43): a leaver stays on the sheet up to their exit month. */
const stillThere = (from: string) => sql`(u.left_on IS NULL OR u.left_on >= ${from}::date)`;

export async function sheetPage(
  db: Queryable,
  range: { from: string; to: string },
  q: string | undefined,
  after: SheetKey | null,
  limit: number | null,
  /** The report's cut by department and location (issue 42), as a condition on the person's id. */
  cut?: (userId: SQL) => SQL | undefined,
): Promise<{ rows: SheetRow[]; total: number }> {
  const start = after ? sql` AND (u.name, u.id) > (${after[0]}, ${after[1]}::uuid)` : sql``;
  const condition = cut?.(sql`u.id`);
  const inCut = condition ? sql` AND ${condition}` : sql``;
  const [page, count] = await Promise.all([
    db.execute(sql`
      SELECT p.id AS user_id, p.name, p.employee_no,
             coalesce(json_object_agg(a.date, a.status) FILTER (WHERE a.date IS NOT NULL), '{}'::json)::text AS attendance
      FROM (SELECT u.id, u.name, u.employee_no FROM ${users} u
            WHERE ${stillThere(range.from)}${matchesPerson(q)}${inCut}${start}
            ORDER BY u.name, u.id ${limit === null ? sql`` : sql`LIMIT ${limit}`}) p
      LEFT JOIN ${attendance} a ON a.user_id = p.id AND a.date BETWEEN ${range.from} AND ${range.to}
      GROUP BY p.id, p.name, p.employee_no
      ORDER BY p.name, p.id`),
    db.execute(
      sql`SELECT count(*)::int AS n FROM ${users} u WHERE ${stillThere(range.from)}${matchesPerson(q)}${inCut}`,
    ),
  ]);
  type Raw = { user_id: string; name: string; employee_no: number; attendance: string };
  return {
    rows: rowsOf<Raw>(page).map((r) => ({
      userId: r.user_id,
      name: r.name,
      employeeNo: Number(r.employee_no),
      attendance: JSON.parse(r.attendance) as Record<string, AttendanceStatus>,
    })),
    total: rowsOf<{ n: number }>(count)[0]!.n,
  };
}
