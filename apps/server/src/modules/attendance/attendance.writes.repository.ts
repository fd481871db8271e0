import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { PARTIAL_DAY_LEAVE_STATUSES, type AttendanceStatus } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import { attendance, jobRuns, users } from '../../db/schema/index.ts';
import { rowsOf, type AttendanceRow } from './attendance.repository.ts';
import type { PunchFix } from './punch-places.ts';

// The writes of attendance: punches (the unique (user_id, date) index decides races), manual marks,
// leave days and the 11:00 run. The reads are in attendance.repository.ts.

/** The position and office of a punch-in, when office locations are set (docs/attendance.md). */
const fixColumns = (fix: PunchFix | null) =>
  fix ? { punchLatitude: fix.latitude, punchLongitude: fix.longitude, punchPlace: fix.place } : {};

/** Full-day statuses: a manual mark with one of these clears the punch times. */
const FULL_DAY = ['Absent', 'Sick Leave', 'Paid Leave'];

/** The unique (user_id, date) index makes this the only row a burst of punches can create. */
export async function insertPunchIn(
  db: Queryable,
  userId: string,
  date: string,
  at: Date,
  fix: PunchFix | null = null,
): Promise<AttendanceRow | undefined> {
  const [row] = await db
    .insert(attendance)
    .values({ userId, date, checkIn: at, status: 'Punched In', source: 'punch', ...fixColumns(fix) })
    .onConflictDoNothing({ target: [attendance.userId, attendance.date] })
    .returning();
  return row;
}

/** A Half Day / Short Leave day written by leave approval takes a check-in and keeps its status. */
export async function punchInOnPartialLeave(
  db: Queryable,
  userId: string,
  date: string,
  at: Date,
  fix: PunchFix | null = null,
): Promise<AttendanceRow | undefined> {
  const [row] = await db
    .update(attendance)
    .set({ checkIn: at, updatedAt: at, ...fixColumns(fix) })
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
export async function setPunchOut(
  db: Queryable,
  userId: string,
  date: string,
  at: Date,
): Promise<AttendanceRow | undefined> {
  const [row] = await db
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

export async function upsertManualMark(
  db: Queryable,
  userId: string,
  date: string,
  status: AttendanceStatus,
  markedBy: string,
  at: Date,
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
export async function upsertLeaveDays(
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

/**
 * The 11:00 run: claims (job, date) in job_runs and inserts Absent for everyone without a row, in one
 * transaction. A second run, or a second instance, finds the claim and does nothing.
 */
export async function insertAbsentees(
  db: Database,
  job: string,
  date: string,
  at: Date,
): Promise<{ claimed: boolean; userIds: string[] }> {
  return db.transaction(async (tx) => {
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
