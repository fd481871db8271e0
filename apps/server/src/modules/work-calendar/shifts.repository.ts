import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { shiftAssignments, shifts } from '../../db/schema/index.ts';

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
