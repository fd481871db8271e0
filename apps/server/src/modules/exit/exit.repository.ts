import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { exits, salaryRecords, settlements, users } from '../../db/schema/index.ts';

/* Queries of exits and settlements (the rules are in exit.service.ts and settlement.service.ts). */

export type PersonRow = {
  id: string;
  name: string;
  employeeNo: number;
  joinedOn: string;
  leftOn: string | null;
};
export type ExitRow = typeof exits.$inferSelect & {
  person: { id: string; name: string; employeeNo: number; joinedOn: string; leftOn: string | null };
  decidedByName: string | null;
};
export type SettlementRow = typeof settlements.$inferSelect & {
  finalisedByName: string | null;
  /** Paid with a payroll run (issue 43): the day that run's record carrying it was marked paid. */
  runPaidOn: string | null;
};

const personColumns = {
  id: users.id,
  name: users.name,
  employeeNo: users.employeeNo,
  joinedOn: users.joinedOn,
  leftOn: users.leftOn,
};

export function findPerson(db: Queryable, id: string): Promise<PersonRow | null> {
  return db
    .select(personColumns)
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0] ?? null);
}

const decider = alias(users, 'decider');

function selectExits(db: Queryable) {
  return db
    .select({ exit: exits, person: personColumns, decidedByName: decider.name })
    .from(exits)
    .innerJoin(users, eq(users.id, exits.userId))
    .leftJoin(decider, eq(decider.id, exits.decidedBy));
}

const toExitRow = (row: {
  exit: typeof exits.$inferSelect;
  person: ExitRow['person'];
  decidedByName: string | null;
}): ExitRow => ({ ...row.exit, person: row.person, decidedByName: row.decidedByName });

export function findExit(db: Queryable, id: string): Promise<ExitRow | null> {
  return selectExits(db)
    .where(eq(exits.id, id))
    .then((rows) => (rows[0] ? toExitRow(rows[0]) : null));
}

/** The person's exit in progress or done (not withdrawn, not of an earlier period): at most one (a partial unique index). */
export function findOpenExit(db: Queryable, userId: string): Promise<ExitRow | null> {
  return selectExits(db)
    .where(and(eq(exits.userId, userId), ne(exits.status, 'Withdrawn'), isNull(exits.rehiredOn)))
    .then((rows) => (rows[0] ? toExitRow(rows[0]) : null));
}

export function listExits(db: Queryable): Promise<ExitRow[]> {
  return selectExits(db)
    .where(ne(exits.status, 'Withdrawn'))
    .orderBy(desc(exits.createdAt))
    .then((rows) => rows.map(toExitRow));
}

export async function insertExit(db: Queryable, values: typeof exits.$inferInsert): Promise<string> {
  const [row] = await db.insert(exits).values(values).returning({ id: exits.id });
  return row!.id;
}

export async function updateExit(
  db: Queryable,
  id: string,
  fromStatus: string,
  values: Partial<typeof exits.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(exits)
    .set(values)
    .where(and(eq(exits.id, id), eq(exits.status, fromStatus)))
    .returning({ id: exits.id });
  return rows.length === 1;
}

/** The decided last working day on the person: from the day after, they cannot sign in (auth reads it). */
export async function setLeftOn(db: Queryable, userId: string, leftOn: string | null): Promise<void> {
  await db.update(users).set({ leftOn }).where(eq(users.id, userId));
}

const finaliser = alias(users, 'finaliser');

export function findSettlements(db: Queryable, exitId: string): Promise<SettlementRow[]> {
  return (
    db
      .select({ settlement: settlements, finalisedByName: finaliser.name, runPaidOn: salaryRecords.paidOn })
      .from(settlements)
      .leftJoin(finaliser, eq(finaliser.id, settlements.finalisedBy))
      // Paid with the run: the month's record whose stored lines carry this statement, once marked paid.
      .leftJoin(
        salaryRecords,
        and(
          eq(salaryRecords.userId, settlements.userId),
          eq(salaryRecords.periodYear, settlements.payYear),
          eq(salaryRecords.periodMonth, settlements.payMonth),
          isNotNull(salaryRecords.paidOn),
          sql`${salaryRecords.payBreakdown} -> 'inputs' @> jsonb_build_array(jsonb_build_object('ref', 'settlement:' || ${settlements.id}::text))`,
        ),
      )
      .where(eq(settlements.exitId, exitId))
      // Newest first; at one instant an adjustment before the statement it corrects, a draft before a final one.
      .orderBy(desc(settlements.computedAt), asc(settlements.kind), asc(settlements.status))
      .then((rows) =>
        rows.map((row) => ({
          ...row.settlement,
          finalisedByName: row.finalisedByName,
          runPaidOn: row.runPaidOn,
        })),
      )
  );
}

/** Removes the exit's draft (there is at most one). */
export async function deleteDraft(db: Queryable, exitId: string): Promise<void> {
  await db.delete(settlements).where(and(eq(settlements.exitId, exitId), eq(settlements.status, 'Draft')));
}

export async function upsertDraft(db: Queryable, values: typeof settlements.$inferInsert): Promise<void> {
  await deleteDraft(db, values.exitId);
  await db.insert(settlements).values({ ...values, status: 'Draft' });
}

export async function finaliseDraft(db: Queryable, exitId: string, by: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(settlements)
    .set({ status: 'Finalised', finalisedBy: by, finalisedAt: at })
    .where(and(eq(settlements.exitId, exitId), eq(settlements.status, 'Draft')))
    .returning({ id: settlements.id });
  return rows.length === 1;
}
