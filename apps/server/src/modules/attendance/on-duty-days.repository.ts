import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { attendance } from '../../db/schema/index.ts';

/**
 * An approved on-duty / work-from-home request's days (issue 45): each becomes Present with the mode, the
 * approver in marked_by. A day the absentee run already marked Absent turns Present; a punched day keeps its
 * punches and gains the mode. One statement.
 */
export async function upsertOnDutyDays(
  tx: Queryable,
  userId: string,
  dates: readonly string[],
  mode: string,
  approvedBy: string,
  at: Date,
): Promise<string[]> {
  if (dates.length === 0) return [];
  const rows = await tx
    .insert(attendance)
    .values(
      dates.map((date) => ({
        userId,
        date,
        status: 'Present' as const,
        source: 'on-duty',
        markedBy: approvedBy,
        workMode: mode,
      })),
    )
    .onConflictDoUpdate({
      target: [attendance.userId, attendance.date],
      set: {
        status: 'Present',
        workMode: mode,
        source: sql`CASE WHEN ${attendance.source} = 'absentee-job' THEN 'on-duty' ELSE ${attendance.source} END`,
        markedBy: sql`CASE WHEN ${attendance.source} = 'absentee-job' THEN ${approvedBy}::uuid ELSE ${attendance.markedBy} END`,
        updatedAt: at,
      },
    })
    .returning({ date: attendance.date });
  return rows.map((r) => r.date).sort();
}

/**
 * A cancelled approval's days (issue 45): a row the approval made and nobody punched on is removed; any other
 * row of those days loses the mode. Returns the days changed.
 */
export async function releaseOnDutyDays(
  tx: Queryable,
  userId: string,
  dates: readonly string[],
  at: Date,
): Promise<string[]> {
  if (dates.length === 0) return [];
  const ofDays = and(eq(attendance.userId, userId), inArray(attendance.date, [...dates]));
  const removed = await tx
    .delete(attendance)
    .where(and(ofDays, eq(attendance.source, 'on-duty'), isNull(attendance.checkIn)))
    .returning({ date: attendance.date });
  const kept = await tx
    .update(attendance)
    .set({ workMode: null, updatedAt: at })
    .where(and(ofDays, isNotNull(attendance.workMode)))
    .returning({ date: attendance.date });
  return [...removed, ...kept].map((r) => r.date).sort();
}

/** Days of [from, to] the person has approved leave on (rows the leave approval wrote). */
export async function leaveDaysAmong(db: Queryable, userId: string, dates: readonly string[]) {
  if (dates.length === 0) return [];
  const rows = await db
    .select({ date: attendance.date })
    .from(attendance)
    .where(
      and(
        eq(attendance.userId, userId),
        eq(attendance.source, 'leave'),
        inArray(attendance.date, [...dates]),
      ),
    );
  return rows.map((r) => r.date).sort();
}
