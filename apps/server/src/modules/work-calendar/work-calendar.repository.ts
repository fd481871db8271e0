import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/result-rows.ts';
import { anyUuid } from '../../db/set-params.ts';
import { locations, shiftAssignments, users, workWeekPatterns } from '../../db/schema/index.ts';

/** Raw statements answer { rows } on both PGlite and node-postgres. */

// The work week's patterns and people's shift assignments. Shifts themselves: shifts.repository.ts.

export type WorkWeekPatternRow = typeof workWeekPatterns.$inferSelect;

/** Every pattern, oldest first (a handful: one a change of the work week). */
export function listWorkWeekPatterns(db: Queryable): Promise<WorkWeekPatternRow[]> {
  return db.select().from(workWeekPatterns).orderBy(asc(workWeekPatterns.effectiveFrom));
}

/**
 * The pattern from `effectiveFrom` on, the organisation's or (with `locationId`) a location's own; a
 * second change on the same date replaces the first.
 */
export async function upsertWorkWeekPattern(
  db: Queryable,
  pattern: {
    effectiveFrom: string;
    weeklyOff: number[];
    nthWeekOff: { weekday: number; weeks: number[] }[];
    createdBy: string;
    locationId: string | null;
  },
): Promise<WorkWeekPatternRow | undefined> {
  const scope =
    pattern.locationId === null
      ? isNull(workWeekPatterns.locationId)
      : eq(workWeekPatterns.locationId, pattern.locationId);
  const before = await db
    .select()
    .from(workWeekPatterns)
    .where(and(eq(workWeekPatterns.effectiveFrom, pattern.effectiveFrom), scope));
  const set = { weeklyOff: pattern.weeklyOff, nthWeekOff: pattern.nthWeekOff, createdBy: pattern.createdBy };
  await db
    .insert(workWeekPatterns)
    .values(pattern)
    .onConflictDoUpdate(
      pattern.locationId === null
        ? { target: workWeekPatterns.effectiveFrom, targetWhere: sql`location_id IS NULL`, set }
        : {
            target: [workWeekPatterns.locationId, workWeekPatterns.effectiveFrom],
            targetWhere: sql`location_id IS NOT NULL`,
            set,
          },
    );
  return before[0];
}

export interface AssignmentRow {
  shiftId: string;
  effectiveFrom: string;
}

/** A person's assignments, oldest first. */
export function listAssignmentsOf(db: Queryable, userId: string): Promise<AssignmentRow[]> {
  return db
    .select({ shiftId: shiftAssignments.shiftId, effectiveFrom: shiftAssignments.effectiveFrom })
    .from(shiftAssignments)
    .where(eq(shiftAssignments.userId, userId))
    .orderBy(asc(shiftAssignments.effectiveFrom));
}

/** The person works `shiftId` from `from` on; the same date again replaces the earlier choice. */
export async function upsertAssignment(
  db: Queryable,
  assignment: { userId: string; shiftId: string; effectiveFrom: string; assignedBy: string },
): Promise<void> {
  await db
    .insert(shiftAssignments)
    .values(assignment)
    .onConflictDoUpdate({
      target: [shiftAssignments.userId, shiftAssignments.effectiveFrom],
      set: { shiftId: assignment.shiftId, assignedBy: assignment.assignedBy, createdAt: sql`now()` },
    });
}

/**
 * The shift id in force on `date` for each of these people (null: no assignment yet, so the default):
 * one statement for any number of people.
 */
export async function assignedShiftsOn(
  db: Queryable,
  userIds: readonly string[],
  date: string,
): Promise<Map<string, string | null>> {
  const result = new Map<string, string | null>(userIds.map((id) => [id, null]));
  if (userIds.length === 0) return result;
  const rows = await db.execute(sql`
    SELECT DISTINCT ON (a.user_id) a.user_id, a.shift_id FROM ${shiftAssignments} a
    WHERE ${anyUuid(sql`a.user_id`, userIds)} AND a.effective_from <= ${date}::date
    ORDER BY a.user_id, a.effective_from DESC`);
  for (const row of rowsOf<{ user_id: string; shift_id: string }>(rows))
    result.set(row.user_id, row.shift_id);
  return result;
}

export async function personExists(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return !!row;
}

/** Whether a location exists and is not archived (a location's own work week names one of today's). */
export async function locationIsLive(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.archivedAt)));
  return !!row;
}
