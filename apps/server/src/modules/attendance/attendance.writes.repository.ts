import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { PARTIAL_DAY_LEAVE_STATUSES, type AttendanceStatus } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/result-rows.ts';
import { anyUuid, jsonRecords } from '../../db/set-params.ts';
import { attendance, shiftAssignments, users } from '../../db/schema/index.ts';
import { claimRun, finishRun } from '../../jobs/job-runs.ts';
import type { RecordColumns } from './attendance.presenter.ts';
import type { AttendanceRow } from './attendance.repository.ts';
import type { PunchFix } from './punch-places.ts';

// The writes of attendance: punches (the unique (user_id, date) index decides races), manual marks,
// leave days and the absentee runs. The reads are in attendance.repository.ts.

/** The position and office of a punch-in, when office locations are set (docs/attendance.md). */
const fixColumns = (fix: PunchFix | null) =>
  fix ? { punchLatitude: fix.latitude, punchLongitude: fix.longitude, punchPlace: fix.place } : {};

/** Full-day statuses: a manual mark with one of these clears the punch times. */
const FULL_DAY = ['Absent', 'Sick Leave', 'Paid Leave'];

/** What a punch-in stamps on the row: the shift it was worked under and whether it was late. */
export interface PunchMarks {
  shiftId: string;
  late: boolean;
}

/** One person's punch-in, as the batch inserts it. */
export interface PunchInValues {
  userId: string;
  date: string;
  at: Date;
  marks: PunchMarks;
  fix: PunchFix | null;
}

/** A punch-in's new row as the person sees it: every column it was inserted with (the rest are defaults). */
export type PunchedInRow = RecordColumns & Pick<AttendanceRow, 'userId'>;

/**
 * The punch-ins of a burst in ONE statement (issue 24): INSERT ... SELECT FROM jsonb_to_recordset ON
 * CONFLICT DO NOTHING RETURNING id. The unique (user_id, date) index decides races, so each entry gets
 * its new row, or undefined when that person already has a row that day (a second punch of theirs in the
 * same list too: only the first is sent). All or nothing: one statement.
 *
 * The ids are made here (UUID v4, as the column's default would), so the statement returns only which
 * rows it inserted and each new row is built from the values it was inserted with: returning every
 * column of a thousand rows cost PGlite about a third of the statement (docs/performance.md).
 */
export async function insertPunchIns(
  db: Queryable,
  punches: readonly PunchInValues[],
): Promise<Array<PunchedInRow | undefined>> {
  const keyOf = (p: { userId: string; date: string }) => `${p.userId} ${p.date}`;
  const first = new Map<string, { punch: PunchInValues; id: string }>();
  for (const punch of punches) {
    if (!first.has(keyOf(punch))) first.set(keyOf(punch), { punch, id: randomUUID() });
  }
  if (first.size === 0) return [];
  const records = [...first.values()].map(({ punch: { userId, date, at, marks, fix }, id }) => ({
    id,
    user_id: userId,
    date,
    check_in: at.toISOString(),
    shift_id: marks.shiftId,
    late: marks.late,
    punch_latitude: fix?.latitude ?? null,
    punch_longitude: fix?.longitude ?? null,
    punch_place: fix?.place ?? null,
  }));
  // One parameter however many people (db/set-params.ts); the other columns take their defaults.
  const result = await db.execute(sql`
    INSERT INTO ${attendance} (id, user_id, date, check_in, status, source, shift_id, late,
                               punch_latitude, punch_longitude, punch_place)
    SELECT r.id, r.user_id, r.date, r.check_in, 'Punched In', 'punch', r.shift_id, r.late,
           r.punch_latitude, r.punch_longitude, r.punch_place
    FROM jsonb_to_recordset(${jsonRecords(records)}) AS r(id uuid, user_id uuid, date date,
         check_in timestamptz, shift_id uuid, late boolean, punch_latitude double precision,
         punch_longitude double precision, punch_place text)
    ON CONFLICT (user_id, date) DO NOTHING
    RETURNING id`);
  const inserted = new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
  return punches.map((punch) => {
    const entry = first.get(keyOf(punch));
    if (entry?.punch !== punch || !inserted.has(entry.id)) return undefined;
    return {
      id: entry.id,
      userId: punch.userId,
      date: punch.date,
      checkIn: punch.at,
      checkOut: null,
      status: 'Punched In',
      late: punch.marks.late,
      workedMinutes: null,
      corrected: false,
      punchPlace: punch.fix?.place ?? null,
    };
  });
}

/**
 * A punch-in on a day whose row is already there (rare, one at a time): an approved Half Day or Short Leave day
 * (`partial-leave`: they work part of the day), or an approved on-duty / work-from-home day (`work-mode`, issue 45:
 * Present with its mode; the status stays). The punch adds the check-in, the shift and the place, once.
 */
export async function punchInOnMarkedDay(
  db: Queryable,
  day: 'partial-leave' | 'work-mode',
  punch: { userId: string; date: string; at: Date; marks: PunchMarks; fix?: PunchFix | null },
): Promise<AttendanceRow | undefined> {
  const { userId, date, at, marks, fix = null } = punch;
  const [row] = await db
    .update(attendance)
    .set({ checkIn: at, updatedAt: at, ...marks, ...fixColumns(fix) })
    .where(
      and(
        eq(attendance.userId, userId),
        eq(attendance.date, date),
        isNull(attendance.checkIn),
        day === 'partial-leave'
          ? inArray(attendance.status, [...PARTIAL_DAY_LEAVE_STATUSES])
          : and(isNotNull(attendance.workMode), eq(attendance.status, 'Present')),
      ),
    )
    .returning();
  return row;
}

/**
 * Conditional update: only the first of many concurrent punch-outs matches. Worked minutes are the whole
 * minutes between check-in and check-out (seconds dropped).
 */
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
      workedMinutes: sql`floor(extract(epoch from (${at.toISOString()}::timestamptz - ${attendance.checkIn})) / 60)::int`,
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
        ...(clearTimes ? { checkIn: null, checkOut: null, late: false, workedMinutes: null } : {}),
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
  leaveType: string | null = null,
): Promise<string[]> {
  if (dates.length === 0) return [];
  const rows = await tx
    .insert(attendance)
    .values(dates.map((date) => ({ userId, date, status, source: 'leave', markedBy, leaveType })))
    .onConflictDoUpdate({
      target: [attendance.userId, attendance.date],
      set: { status, source: 'leave', markedBy, leaveType, updatedAt: sql`now()` },
    })
    .returning({ date: attendance.date });
  return rows.map((r) => r.date).sort();
}

/** A cancelled leave: the rows its approval wrote (source 'leave') on these dates go; other rows stay. */
export async function deleteLeaveDays(tx: Queryable, userId: string, dates: string[]): Promise<string[]> {
  if (dates.length === 0) return [];
  const rows = await tx
    .delete(attendance)
    .where(
      and(eq(attendance.userId, userId), eq(attendance.source, 'leave'), inArray(attendance.date, dates)),
    )
    .returning({ date: attendance.date });
  return rows.map((r) => r.date).sort();
}

/**
 * The absentee run of one shift on one date (docs/attendance.md): claims `runKey` in job_runs and inserts
 * Absent for everyone on that shift that day (the latest assignment up to the date, else the default) who
 * has joined, has not left before it (users.left_on, issue 43) and has no row, in one transaction and one statement. A second run, or a second instance,
 * finds the claim and does nothing.
 */
export async function insertAbsentees(
  db: Database,
  job: string,
  run: {
    key: string;
    date: string;
    shiftId: string;
    defaultShiftId: string;
    /** Whether the organisation's calendar works `date`, and the locations whose own calendar differs. */
    organisationWorks: boolean;
    exceptAt: readonly string[];
  },
  at: Date,
): Promise<{ claimed: boolean; userIds: string[] }> {
  const { key, date, shiftId, defaultShiftId } = run;
  // Without a location of a different day (a fresh install), the statement is the one it always was.
  const byLocation =
    run.exceptAt.length === 0
      ? sql``
      : sql`AND ${run.organisationWorks}::boolean <> coalesce((
          SELECT ${anyUuid(sql`p.location_id`, run.exceptAt)} FROM person_placements p
          WHERE p.user_id = u.id AND p.effective_from <= ${date}::date
          ORDER BY p.effective_from DESC LIMIT 1), false)`;
  return db.transaction(async (tx) => {
    // The claim commits with the rows it marks, or neither does (jobs/job-runs.ts).
    if (!(await claimRun(tx, job, key, at))) return { claimed: false, userIds: [] };
    const inserted = await tx.execute(sql`
      INSERT INTO ${attendance} (user_id, date, status, source, shift_id)
      SELECT u.id, ${date}::date, 'Absent', 'absentee-job', ${shiftId}::uuid FROM ${users} u
      WHERE u.joined_on <= ${date}::date
        AND (u.left_on IS NULL OR u.left_on >= ${date}::date)
        AND coalesce((SELECT a.shift_id FROM ${shiftAssignments} a
                      WHERE a.user_id = u.id AND a.effective_from <= ${date}::date
                      ORDER BY a.effective_from DESC LIMIT 1), ${defaultShiftId}::uuid) = ${shiftId}::uuid
        ${byLocation}
      ON CONFLICT (user_id, date) DO NOTHING
      RETURNING user_id`);
    const userIds = rowsOf<{ user_id: string }>(inserted).map((r) => r.user_id);
    await finishRun(tx, job, key, at, { absentees: userIds.length });
    return { claimed: true, userIds };
  });
}
