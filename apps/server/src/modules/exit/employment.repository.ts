import { and, between, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { employmentPeriods, exits, settlements, users } from '../../db/schema/index.ts';

/* Queries of what follows the last day (issue 43, docs/exit.md "After the last day"): leavers, rehiring into a
 * new employment period, the settlements due, paying a statement. Rules: employment.service.ts and
 * settlement-follow-up.service.ts. */

/** People whose last working day falls in [from, to]: their sockets are closed once it has passed. */
export function leaversBetween(db: Queryable, from: string, to: string): Promise<string[]> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(between(users.leftOn, from, to))
    .then((rows) => rows.map((row) => row.id));
}

export type PeriodRow = typeof employmentPeriods.$inferSelect;

export function periodsOf(db: Queryable, userId: string): Promise<PeriodRow[]> {
  return db
    .select()
    .from(employmentPeriods)
    .where(eq(employmentPeriods.userId, userId))
    .orderBy(desc(employmentPeriods.joinedOn));
}

/**
 * Rehiring, in the caller's transaction: the ended period is kept as a row, its exit is marked as belonging to it
 * (so a later exit may follow), and the person starts again: the new joining date, no last day, old tokens void.
 */
export async function startNewPeriod(
  tx: Queryable,
  values: { userId: string; joinedOn: string; leftOn: string; exitId: string; rehiredOn: string; by: string },
): Promise<void> {
  await tx.insert(employmentPeriods).values({
    userId: values.userId,
    joinedOn: values.joinedOn,
    leftOn: values.leftOn,
    exitId: values.exitId,
    rehiredOn: values.rehiredOn,
    rehiredBy: values.by,
  });
  await tx.update(exits).set({ rehiredOn: values.rehiredOn }).where(eq(exits.id, values.exitId));
  await tx
    .update(users)
    .set({
      joinedOn: values.rehiredOn,
      leftOn: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, values.userId));
}

export type OpenSettlementRow = {
  exitId: string;
  userId: string;
  name: string;
  lastWorkingDay: string;
};

/**
 * Accepted exits of the current period with a last working day up to `upTo` and no finalised statement: the
 * settlements still owed (their due date is computed from the work calendar by the caller).
 */
export function unsettledExits(db: Queryable, upTo: string): Promise<OpenSettlementRow[]> {
  return db
    .select({
      exitId: exits.id,
      userId: exits.userId,
      name: users.name,
      lastWorkingDay: sql<string>`${exits.lastWorkingDay}`,
    })
    .from(exits)
    .innerJoin(users, eq(users.id, exits.userId))
    .where(
      and(
        eq(exits.status, 'Accepted'),
        isNull(exits.rehiredOn),
        lt(exits.lastWorkingDay, upTo),
        sql`NOT EXISTS (SELECT 1 FROM ${settlements} s WHERE s.exit_id = ${exits.id} AND s.status = 'Finalised')`,
      ),
    )
    .orderBy(exits.lastWorkingDay);
}

/** Marks a finalised, unpaid statement paid; false when it is not (paid meanwhile, or not final). */
export async function markPaid(
  tx: Queryable,
  id: string,
  values: { paidOn: string; reference: string; by: string },
): Promise<boolean> {
  const rows = await tx
    .update(settlements)
    .set({ paidOn: values.paidOn, paymentReference: values.reference, paidBy: values.by })
    .where(and(eq(settlements.id, id), eq(settlements.status, 'Finalised'), isNull(settlements.paidOn)))
    .returning({ id: settlements.id });
  return rows.length === 1;
}

/** A new adjustment statement in draft, linked to the finalised statement it corrects. */
export async function insertAdjustmentDraft(
  tx: Queryable,
  values: Omit<typeof settlements.$inferInsert, 'kind' | 'status'>,
): Promise<string> {
  const [row] = await tx
    .insert(settlements)
    .values({ ...values, kind: 'Adjustment', status: 'Draft' })
    .returning({ id: settlements.id });
  return row!.id;
}
