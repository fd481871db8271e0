import { and, eq, inArray, sql } from 'drizzle-orm';
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
