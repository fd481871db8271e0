import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AttendanceStatus, CorrectionDay, CorrectionState } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { attendance, attendanceCorrections as c, users } from '../../db/schema/index.ts';
import type { AttendanceRow } from './attendance.repository.ts';

// Corrections' queries (docs/attendance.md, corrections): requests, the decision, the corrected day and
// the limits setting. Times go in and out as 'HH:MM' in organisation time; PostgreSQL does the zone sums.

export type CorrectionRow = typeof c.$inferSelect;

/** A request as the lists show it: who, what is asked, and the day's row now. */
export interface CorrectionListRow {
  id: string;
  userId: string;
  name: string;
  employeeNo: number;
  date: string;
  checkIn: string | null;
  checkOut: string | null;
  status: AttendanceStatus | null;
  reason: string;
  state: CorrectionState;
  createdAt: Date;
  decidedByName: string | null;
  decidedAt: Date | null;
  decisionReason: string | null;
  before: unknown;
  currentCheckIn: string | null;
  currentCheckOut: string | null;
  currentStatus: AttendanceStatus | null;
  /** Issue 42, approvals: the step, since when, and whether HR or Admin decided over the manager. */
  approvalStep: number;
  stepSince: Date | null;
  override: boolean;
}

const hhmm = (column: AnyPgColumn, timeZone: string) =>
  sql<string | null>`to_char(${column} AT TIME ZONE ${timeZone}, 'HH24:MI')`;

/** 'HH:MM' on a business date in the organisation's zone, as an instant (DST-safe in PostgreSQL). */
export const instantOf = (date: string, time: string | undefined, timeZone: string) =>
  time === undefined ? null : sql<Date>`((${date}::date + ${time}::time) AT TIME ZONE ${timeZone})`;

/** The person, locked for the request's checks (per-month count), with the day they joined. */
export async function lockRequester(tx: Queryable, userId: string): Promise<{ joinedOn: string } | null> {
  const rows = await tx
    .select({ joinedOn: users.joinedOn })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows[0] ?? null;
}

/** Pending and approved requests of a person for days in [first, last] (rejected ones use no quota). */
export async function countCountedRequests(
  tx: Queryable,
  userId: string,
  first: string,
  last: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(c)
    .where(
      and(
        eq(c.userId, userId),
        gte(c.date, first),
        lte(c.date, last),
        inArray(c.state, ['Pending', 'Approved']),
      ),
    );
  return row?.n ?? 0;
}

export async function hasPendingFor(tx: Queryable, userId: string, date: string): Promise<boolean> {
  const rows = await tx
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.userId, userId), eq(c.date, date), eq(c.state, 'Pending')));
  return rows.length > 0;
}

/** The day's row with its times as 'HH:MM' in organisation time. */
export async function findDay(
  db: Queryable,
  timeZone: string,
  userId: string,
  date: string,
): Promise<{ checkIn: string | null; checkOut: string | null; status: AttendanceStatus } | undefined> {
  const [row] = await db
    .select({
      checkIn: hhmm(attendance.checkIn, timeZone),
      checkOut: hhmm(attendance.checkOut, timeZone),
      status: attendance.status,
    })
    .from(attendance)
    .where(and(eq(attendance.userId, userId), eq(attendance.date, date)));
  return row;
}

export async function insertCorrection(
  tx: Queryable,
  timeZone: string,
  request: {
    userId: string;
    date: string;
    checkIn?: string;
    checkOut?: string;
    status?: AttendanceStatus;
    reason: string;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await tx
    .insert(c)
    .values({
      userId: request.userId,
      date: request.date,
      checkIn: instantOf(request.date, request.checkIn, timeZone),
      checkOut: instantOf(request.date, request.checkOut, timeZone),
      status: request.status ?? null,
      reason: request.reason,
      createdAt: request.createdAt,
    })
    .returning({ id: c.id });
  return row!.id;
}

export async function findCorrection(db: Queryable, id: string): Promise<CorrectionRow | undefined> {
  const [row] = await db.select().from(c).where(eq(c.id, id));
  return row;
}

const decider = alias(users, 'decider');

/** Requests with their person, decider and the day's current row; newest first. */
export function listCorrectionRows(
  db: Queryable,
  timeZone: string,
  filter: {
    userId?: string;
    userIds?: SQL;
    state?: CorrectionState;
    id?: string;
    limit?: number;
  },
): Promise<CorrectionListRow[]> {
  const conditions = [
    filter.userId ? eq(c.userId, filter.userId) : undefined,
    filter.state ? eq(c.state, filter.state) : undefined,
    filter.id ? eq(c.id, filter.id) : undefined,
    // Issue 42: the requesters a subquery selects (the candidates of 'pending for me').
    filter.userIds ? sql`${c.userId} IN (${filter.userIds})` : undefined,
  ];
  const decided = filter.state === 'Approved' || filter.state === 'Rejected';
  const query = db
    .select({
      id: c.id,
      userId: c.userId,
      name: users.name,
      employeeNo: users.employeeNo,
      date: c.date,
      checkIn: hhmm(c.checkIn, timeZone),
      checkOut: hhmm(c.checkOut, timeZone),
      status: c.status,
      reason: c.reason,
      state: c.state,
      createdAt: c.createdAt,
      decidedByName: decider.name,
      decidedAt: c.decidedAt,
      decisionReason: c.decisionReason,
      before: c.before,
      currentCheckIn: hhmm(attendance.checkIn, timeZone),
      currentCheckOut: hhmm(attendance.checkOut, timeZone),
      currentStatus: attendance.status,
      approvalStep: c.approvalStep,
      stepSince: c.stepSince,
      override: c.override,
    })
    .from(c)
    .innerJoin(users, eq(users.id, c.userId))
    .leftJoin(decider, eq(decider.id, c.decidedBy))
    .leftJoin(attendance, and(eq(attendance.userId, c.userId), eq(attendance.date, c.date)))
    .where(and(...conditions))
    .orderBy(decided ? desc(c.decidedAt) : desc(c.createdAt), desc(c.id));
  return filter.limit ? query.limit(filter.limit) : query;
}

/** The conditional UPDATE decides races: only the first decider of a pending request wins. */
export async function decidePendingCorrection(
  tx: Queryable,
  id: string,
  decision: {
    state: 'Approved' | 'Rejected';
    decidedBy: string;
    decidedAt: Date;
    decisionReason: string | null;
    before: CorrectionDay | null;
    /** Issue 42: HR or Admin decided it while it waited for a manager. */
    override?: boolean;
  },
  /** Issue 42: only while the request is still at this approval step (a manager's move to HR races too). */
  step?: number,
): Promise<CorrectionRow | undefined> {
  const [row] = await tx
    .update(c)
    .set(decision)
    .where(
      and(eq(c.id, id), eq(c.state, 'Pending'), step === undefined ? undefined : eq(c.approvalStep, step)),
    )
    .returning();
  return row;
}

/** Writes the corrected day (one row per person and date: the unique index is the upsert's target). */
export async function upsertCorrectedDay(
  tx: Queryable,
  day: {
    userId: string;
    date: string;
    checkIn: Date | null;
    checkOut: Date | null;
    status: AttendanceStatus;
    workedMinutes: number | null;
    late: boolean;
    markedBy: string;
    at: Date;
  },
): Promise<AttendanceRow> {
  const values = {
    checkIn: day.checkIn,
    checkOut: day.checkOut,
    status: day.status,
    workedMinutes: day.workedMinutes,
    late: day.late,
    source: 'correction',
    markedBy: day.markedBy,
    corrected: true,
  };
  const [row] = await tx
    .insert(attendance)
    .values({ userId: day.userId, date: day.date, ...values })
    .onConflictDoUpdate({
      target: [attendance.userId, attendance.date],
      set: { ...values, updatedAt: day.at },
    })
    .returning();
  return row!;
}
