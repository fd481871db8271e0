import { and, asc, gte, lte, sql } from 'drizzle-orm';
import type { AttendanceStatus } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { attendance, users } from '../../db/schema/index.ts';
import { anyUuid, jsonRecords } from '../../db/set-params.ts';

/** Everyone (null) or these people, with their joining date. */
export function findMarkablePeople(db: Queryable, ids: readonly string[] | null) {
  const query = db.select({ id: users.id, joinedOn: users.joinedOn }).from(users);
  return (ids === null ? query : query.where(anyUuid(users.id, ids))).orderBy(asc(users.joinedOn));
}

/**
 * The rows already there for these people in [from, to], and whether each may be replaced: a manual mark
 * or the absentee run's Absent may; a punch, approved leave or an approved correction stays.
 */
export async function findExistingRows(db: Queryable, ids: readonly string[], from: string, to: string) {
  return db
    .select({
      userId: attendance.userId,
      date: attendance.date,
      replaceable: sql<boolean>`${attendance.checkIn} IS NULL AND ${attendance.source} IN ('manual', 'absentee-job')`,
    })
    .from(attendance)
    .where(and(anyUuid(attendance.userId, ids), gte(attendance.date, from), lte(attendance.date, to)));
}

/**
 * One statement for every person-day (one jsonb parameter): inserts, or replaces a manual mark or the
 * absentee run's Absent; a punch, leave or an approved correction written meanwhile is left alone.
 */
export async function upsertBulkMarks(
  tx: Queryable,
  days: readonly { user_id: string; date: string }[],
  status: AttendanceStatus,
  markedBy: string,
): Promise<void> {
  if (days.length === 0) return;
  await tx.execute(sql`
    INSERT INTO ${attendance} (user_id, date, status, source, marked_by)
    SELECT r.user_id, r.date, ${status}::attendance_status, 'manual', ${markedBy}::uuid
    FROM jsonb_to_recordset(${jsonRecords(days)}) AS r(user_id uuid, date date)
    ON CONFLICT (user_id, date) DO UPDATE
      SET status = excluded.status, source = 'manual', marked_by = excluded.marked_by, updated_at = now()
      WHERE ${attendance}.check_in IS NULL AND ${attendance}.source IN ('manual', 'absentee-job')`);
}

/** Everyone, by e-mail and by number, for an import's rows to name (an import may name anybody). */
export function findImportPeople(db: Queryable) {
  return db
    .select({ id: users.id, email: users.email, employeeNo: users.employeeNo, joinedOn: users.joinedOn })
    .from(users);
}

/**
 * An import's rows in one statement: times are the organisation's wall clock on the row's date. Replaces a
 * manual mark or the absentee run's Absent only, like a bulk mark.
 */
export async function upsertImportedDays(
  tx: Queryable,
  days: readonly {
    user_id: string;
    date: string;
    status: string;
    check_in: string | null;
    check_out: string | null;
  }[],
  markedBy: string,
  timeZone: string,
): Promise<void> {
  if (days.length === 0) return;
  await tx.execute(sql`
    INSERT INTO ${attendance} (user_id, date, status, source, marked_by, check_in, check_out, worked_minutes)
    SELECT r.user_id, r.date, r.status::attendance_status, 'manual', ${markedBy}::uuid,
           (r.date + r.check_in::time) AT TIME ZONE ${timeZone},
           (r.date + r.check_out::time) AT TIME ZONE ${timeZone},
           (extract(epoch FROM (r.check_out::time - r.check_in::time)) / 60)::int
    FROM jsonb_to_recordset(${jsonRecords(days)}) AS r(user_id uuid, date date, status text, check_in text, check_out text)
    ON CONFLICT (user_id, date) DO UPDATE
      SET status = excluded.status, source = 'manual', marked_by = excluded.marked_by, updated_at = now(),
          check_in = excluded.check_in, check_out = excluded.check_out, worked_minutes = excluded.worked_minutes
      WHERE ${attendance}.check_in IS NULL AND ${attendance}.source IN ('manual', 'absentee-job')`);
}
