import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { anyUuid } from '../../db/set-params.ts';
import { shiftAssignments, shifts, users } from '../../db/schema/index.ts';

export type ShiftRow = typeof shifts.$inferSelect;

export interface ShiftValues {
  name: string;
  start: string;
  end: string;
  punchInFrom: string;
  punchInUntil: string;
  graceMinutes: number;
  minMinutesFullDay: number | null;
  minMinutesHalfDay: number | null;
}

/** Every shift, the default first, then by name. */
export function listShiftRows(db: Queryable): Promise<ShiftRow[]> {
  return db
    .select()
    .from(shifts)
    .orderBy(desc(shifts.isDefault), asc(sql`lower(${shifts.name})`), asc(shifts.id));
}

export async function findShift(db: Queryable, id: string): Promise<ShiftRow | undefined> {
  const [row] = await db.select().from(shifts).where(eq(shifts.id, id));
  return row;
}

/**
 * What a person's shift card needs, in one statement (Home reads it on every visit): every shift, each
 * with one row per date the person was put on it (`from` null when never), and whether the person exists.
 */
export async function personShiftRows(
  db: Queryable,
  userId: string,
): Promise<{
  exists: boolean;
  all: ShiftRow[];
  assignments: Array<{ shiftId: string; effectiveFrom: string }>;
}> {
  const rows = await db
    .select({
      shift: shifts,
      from: shiftAssignments.effectiveFrom,
      exists: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${userId})`,
    })
    .from(shifts)
    .leftJoin(
      shiftAssignments,
      and(eq(shiftAssignments.shiftId, shifts.id), eq(shiftAssignments.userId, userId)),
    );
  const all = new Map(rows.map((row) => [row.shift.id, row.shift]));
  const assignments = rows
    .filter((row) => row.from !== null)
    .map((row) => ({ shiftId: row.shift.id, effectiveFrom: row.from! }))
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  return { exists: rows[0]?.exists ?? false, all: [...all.values()], assignments };
}

export type PersonShiftRows = Awaited<ReturnType<typeof personShiftRows>>;

/**
 * personShiftRows for several people at once (batched Home reads): two statements whatever their number,
 * every shift and the people's assignments. Per person the same `exists`, `all` (same rows, in no order the
 * callers rely on) and `assignments` (oldest first) as personShiftRows gives.
 */
export async function peopleShiftRows(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, PersonShiftRows>> {
  // Side by side: two pool connections on PostgreSQL (PGlite runs them one after the other).
  const [all, rows] = await Promise.all([
    db.select().from(shifts),
    db
      .select({ userId: users.id, shiftId: shiftAssignments.shiftId, from: shiftAssignments.effectiveFrom })
      .from(users)
      .leftJoin(shiftAssignments, eq(shiftAssignments.userId, users.id))
      .where(anyUuid(users.id, userIds)),
  ]);
  const people = new Map<string, PersonShiftRows>(
    userIds.map((id) => [id, { exists: false, all, assignments: [] }]),
  );
  for (const row of rows) {
    const person = people.get(row.userId)!;
    person.exists = true;
    if (row.shiftId !== null && row.from !== null) {
      person.assignments.push({ shiftId: row.shiftId, effectiveFrom: row.from });
    }
  }
  for (const person of people.values()) {
    person.assignments.sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  }
  return people;
}

/** The default shift (seeded by migration 0004; a unique index keeps it one). */
export async function findDefaultShift(db: Queryable): Promise<ShiftRow> {
  const [row] = await db.select().from(shifts).where(eq(shifts.isDefault, true));
  if (!row) throw new Error('The default shift is missing (migration 0004 seeds it)');
  return row;
}

export async function insertShift(db: Queryable, values: ShiftValues): Promise<ShiftRow> {
  const [row] = await db.insert(shifts).values(values).returning();
  return row!;
}

export async function updateShiftRow(
  db: Queryable,
  id: string,
  values: ShiftValues,
  at: Date,
): Promise<ShiftRow | undefined> {
  const [row] = await db
    .update(shifts)
    .set({ ...values, updatedAt: at })
    .where(eq(shifts.id, id))
    .returning();
  return row;
}

/** Deletes a non-default shift; the assignments' foreign key (restrict) refuses one still assigned. */
export async function deleteShiftRow(db: Queryable, id: string): Promise<ShiftRow | undefined> {
  const [row] = await db
    .delete(shifts)
    .where(sql`${shifts.id} = ${id} AND NOT ${shifts.isDefault}`)
    .returning();
  return row;
}

/** Whether anybody was ever assigned the shift (past assignments still explain past days). */
export async function shiftHasAssignments(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shiftAssignments.id })
    .from(shiftAssignments)
    .where(eq(shiftAssignments.shiftId, id))
    .limit(1);
  return !!row;
}
