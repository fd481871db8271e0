import { sql, type SQL } from 'drizzle-orm';
import type { AttendanceStatus, Role } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { attendance, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/paging.ts';
import { rowsOf, type SheetRow, type UserAttendanceRow } from './attendance.repository.ts';

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

function whereOf(filter: AttendanceFilter): SQL {
  return sql`a.date BETWEEN ${filter.from}::date AND ${filter.to}::date${matchesPerson(filter.q)}${
    filter.status ? sql` AND a.status = ${filter.status}` : sql``
  }${filter.role ? sql` AND u.role = ${filter.role}` : sql``}`;
}

/**
 * Everyone's rows matching the filter, in the spec list's order (date newest first, then name, then
 * person), starting after `after` (keyset: date DESC, name ASC, id ASC), at most `limit` rows when given.
 * One JSON text, as listAttendanceWithUsers.
 */
export async function filteredAttendance(
  db: Queryable,
  timeZone: string,
  filter: AttendanceFilter,
  after: AttendanceKey | null,
  limit: number | null,
): Promise<UserAttendanceRow[]> {
  if (limit !== null) return attendancePage(db, timeZone, filter, after, limit);
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
 * One page, a day at a time: the days from the cursor's (or the range's last) backwards, each day's rows
 * by name (at most `limit`), and the outer LIMIT stops as soon as the page is full. So the first page of
 * a month for 10,000 people reads one or two days, never the month (a whole-range ORDER BY would join
 * and sort every row of the month first).
 */
async function attendancePage(
  db: Queryable,
  timeZone: string,
  filter: AttendanceFilter,
  after: AttendanceKey | null,
  limit: number,
): Promise<UserAttendanceRow[]> {
  const last = after && after[0] < filter.to ? after[0] : filter.to;
  if (last < filter.from) return [];
  const start = after
    ? sql` AND (a.date < ${after[0]}::date OR (u.name, u.id) > (${after[1]}, ${after[2]}::uuid))`
    : sql``;
  const result = await db.execute(sql`
    SELECT coalesce(json_agg(x ORDER BY x.date DESC, x."employeeName", x."userId"), '[]'::json)::text AS list FROM (
      SELECT day_rows.* FROM generate_series(${last}::date, ${filter.from}::date, interval '-1 day') AS d(day)
      CROSS JOIN LATERAL (
        SELECT ${rowColumns(timeZone)}
        FROM ${attendance} a JOIN ${users} u ON u.id = a.user_id
        WHERE a.date = d.day::date AND ${whereOf(filter)}${start}
        ORDER BY u.name, u.id
        LIMIT ${limit}) day_rows
      LIMIT ${limit}) x`);
  return JSON.parse(rowsOf<{ list: string }>(result)[0]!.list) as UserAttendanceRow[];
}

/** How many rows the filter matches (a page's total). */
export async function countAttendance(db: Queryable, filter: AttendanceFilter): Promise<number> {
  const people = filter.q || filter.role;
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM ${attendance} a
    ${people ? sql`JOIN ${users} u ON u.id = a.user_id` : sql``}
    WHERE ${whereOf(filter)}`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** The sheet's sort key: [name, user id] of a page's last person. */
export type SheetKey = [name: string, userId: string];

/**
 * One page of the sheet: the people matching `q` after `after` by name (the sheet's order), each with
 * their date -> status map for the range. The people are chosen first, so only their days are read.
 */
export async function sheetPage(
  db: Queryable,
  range: { from: string; to: string },
  q: string | undefined,
  after: SheetKey | null,
  limit: number | null,
): Promise<{ rows: SheetRow[]; total: number }> {
  const start = after ? sql` AND (u.name, u.id) > (${after[0]}, ${after[1]}::uuid)` : sql``;
  const [page, count] = await Promise.all([
    db.execute(sql`
      SELECT p.id AS user_id, p.name, p.employee_no,
             coalesce(json_object_agg(a.date, a.status) FILTER (WHERE a.date IS NOT NULL), '{}'::json)::text AS attendance
      FROM (SELECT u.id, u.name, u.employee_no FROM ${users} u
            WHERE true${matchesPerson(q)}${start}
            ORDER BY u.name, u.id ${limit === null ? sql`` : sql`LIMIT ${limit}`}) p
      LEFT JOIN ${attendance} a ON a.user_id = p.id AND a.date BETWEEN ${range.from} AND ${range.to}
      GROUP BY p.id, p.name, p.employee_no
      ORDER BY p.name, p.id`),
    db.execute(sql`SELECT count(*)::int AS n FROM ${users} u WHERE true${matchesPerson(q)}`),
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
