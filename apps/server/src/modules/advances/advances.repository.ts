import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/result-rows.ts';
import {
  advanceInstalments,
  advances,
  moneyDecisions,
  payrollProfiles,
  users,
} from '../../db/schema/index.ts';
import { anyUuid } from '../../db/set-params.ts';

/* Advances' and loans' queries (issue 45): the requests, their schedules and what the payslips took. */

const advanceColumns = {
  id: advances.id,
  userId: advances.userId,
  employeeName: users.name,
  kind: advances.kind,
  amountPaise: advances.amountPaise,
  reason: advances.reason,
  instalmentCount: advances.instalmentCount,
  status: advances.status,
  approvalStep: advances.approvalStep,
  stepSince: advances.stepSince,
  createdAt: advances.createdAt,
  disbursal: advances.disbursal,
  disburseYear: advances.disburseYear,
  disburseMonth: advances.disburseMonth,
  paidOn: advances.paidOn,
};
export type AdvanceRow = {
  id: string;
  userId: string;
  employeeName: string;
  kind: string;
  amountPaise: number;
  reason: string;
  instalmentCount: number;
  status: string;
  approvalStep: number;
  stepSince: Date | null;
  createdAt: Date;
  disbursal: string | null;
  disburseYear: number | null;
  disburseMonth: number | null;
  paidOn: string | null;
};
export type InstalmentRow = typeof advanceInstalments.$inferSelect;
export type DecisionRow = typeof moneyDecisions.$inferSelect;

const select = (db: Queryable, where: ReturnType<typeof and>, limit = 500): Promise<AdvanceRow[]> =>
  db
    .select(advanceColumns)
    .from(advances)
    .innerJoin(users, eq(users.id, advances.userId))
    .where(where)
    .orderBy(desc(advances.createdAt))
    .limit(limit);

export const advancesOf = (db: Queryable, userId: string) => select(db, eq(advances.userId, userId));
export const allAdvances = (db: Queryable) => select(db, sql`true`, 2000);
/** The most pending advances a queue reads (a bound, not a page: one each for 50,000 people). */
const PENDING_READ_MAX = 50_000;
/** The columns the approval rule's conditions read. */
const advanceStepColumns = {
  userId: advances.userId,
  createdAt: advances.createdAt,
  step: advances.approvalStep,
};
/** The pending advances of the requesters `requesters` selects (a subquery of user ids: a queue's candidates). */
export const pendingAdvancesOf = (db: Queryable, requesters: SQL) =>
  select(
    db,
    and(eq(advances.status, 'Pending'), sql`${advances.userId} IN (${requesters})`),
    PENDING_READ_MAX,
  );
/** The pending advances `condition` keeps (a condition on advances' columns; none: all of them). */
export const pendingAdvancesWhere = (
  db: Queryable,
  condition: (columns: typeof advanceStepColumns) => SQL | undefined,
) => select(db, and(eq(advances.status, 'Pending'), condition(advanceStepColumns)), PENDING_READ_MAX);
/**
 * One page of every pending advance but `except`'s, oldest first (the time asked, then the id) after `after`, at
 * most `limit`, and how many in all: HR's queue under the 'hr' flow, keyset through advances_pending_idx.
 */
export async function pendingAdvancesPage(
  db: Queryable,
  except: string | null,
  after: readonly [string, string] | null,
  limit: number,
): Promise<{ rows: AdvanceRow[]; total: number }> {
  const pending = and(
    eq(advances.status, 'Pending'),
    except === null ? undefined : ne(advances.userId, except),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(advanceColumns)
      .from(advances)
      .innerJoin(users, eq(users.id, advances.userId))
      .where(
        and(
          pending,
          after === null
            ? undefined
            : sql`(${advances.createdAt}, ${advances.id}) > (${after[0]}::timestamptz, ${after[1]}::uuid)`,
        ),
      )
      .orderBy(asc(advances.createdAt), asc(advances.id))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(advances)
      .where(pending),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
export async function findAdvance(db: Queryable, id: string): Promise<AdvanceRow | null> {
  const [row] = await select(db, eq(advances.id, id), 1);
  return row ?? null;
}
/** Approved advances of these people (the pay source and the exit settlement). */
export const approvedOf = (db: Queryable, userIds: readonly string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : select(db, and(anyUuid(advances.userId, userIds), eq(advances.status, 'Approved')), 10_000);

export async function insertAdvance(db: Queryable, values: typeof advances.$inferInsert): Promise<string> {
  const [row] = await db.insert(advances).values(values).returning({ id: advances.id });
  return row!.id;
}

export async function updatePending(
  db: Queryable,
  id: string,
  fromStep: number,
  values: Partial<typeof advances.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(advances)
    .set(values)
    .where(and(eq(advances.id, id), eq(advances.status, 'Pending'), eq(advances.approvalStep, fromStep)))
    .returning({ id: advances.id });
  return rows.length === 1;
}

export async function setPaidOn(db: Queryable, id: string, paidOn: string): Promise<boolean> {
  const rows = await db
    .update(advances)
    .set({ paidOn })
    .where(and(eq(advances.id, id), eq(advances.disbursal, 'separate'), sql`${advances.paidOn} IS NULL`))
    .returning({ id: advances.id });
  return rows.length === 1;
}

export async function instalmentsOf(db: Queryable, advanceIds: readonly string[]): Promise<InstalmentRow[]> {
  if (advanceIds.length === 0) return [];
  return db
    .select()
    .from(advanceInstalments)
    .where(anyUuid(advanceInstalments.advanceId, advanceIds))
    .orderBy(asc(advanceInstalments.advanceId), asc(advanceInstalments.seq));
}

export async function insertInstalments(db: Queryable, rows: (typeof advanceInstalments.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(advanceInstalments).values(rows);
}

export async function deleteInstalments(db: Queryable, ids: string[]) {
  if (ids.length > 0) await db.delete(advanceInstalments).where(inArray(advanceInstalments.id, ids));
}

export async function moveInstalment(
  db: Queryable,
  id: string,
  dueYear: number,
  dueMonth: number,
  note: string,
) {
  await db.update(advanceInstalments).set({ dueYear, dueMonth, note }).where(eq(advanceInstalments.id, id));
}

export async function waiveInstalments(db: Queryable, ids: string[], note: string) {
  if (ids.length > 0)
    await db
      .update(advanceInstalments)
      .set({ waived: true, note })
      .where(inArray(advanceInstalments.id, ids));
}

export async function decisionsOf(db: Queryable, ids: readonly string[]): Promise<DecisionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(moneyDecisions)
    .where(anyUuid(moneyDecisions.subjectId, ids))
    .orderBy(asc(moneyDecisions.at));
}

export async function insertDecision(db: Queryable, values: typeof moneyDecisions.$inferInsert) {
  await db.insert(moneyDecisions).values(values);
}

/** Every advance line the finalised payslips of these people list (taken or carried), one statement. */
export async function finalisedAdvanceInputs(db: Queryable, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  const result = await db.execute(sql`
    SELECT r.user_id AS "userId", r.period_year AS "year", r.period_month AS "month",
           line->>'ref' AS "ref", coalesce((line->>'carried')::boolean, false) AS "carried"
    FROM salary_records r, jsonb_array_elements(coalesce(r.pay_breakdown->'inputs', '[]'::jsonb)) line
    WHERE ${anyUuid(sql`r.user_id`, userIds)} AND r.finalised_at IS NOT NULL AND line->>'ref' LIKE 'adv:%'`);
  return rowsOf<{ userId: string; year: number; month: number; ref: string; carried: boolean }>(result);
}

export async function updateDisbursal(
  db: Queryable,
  id: string,
  values: { disbursal: string; disburseYear?: number; disburseMonth?: number },
) {
  await db.update(advances).set(values).where(eq(advances.id, id));
}

export async function personExists(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length === 1;
}

/**
 * Approved advances and loans to be paid separately and not yet marked paid, with the bank details the bank file
 * needs (read here, server-side only; never sent in a JSON answer nor logged), oldest first, then by name.
 */
export function separateUnpaid(db: Queryable) {
  return db
    .select({
      ...advanceColumns,
      bankAccount: payrollProfiles.bankAccount,
      ifsc: payrollProfiles.ifsc,
    })
    .from(advances)
    .innerJoin(users, eq(users.id, advances.userId))
    .leftJoin(payrollProfiles, eq(payrollProfiles.userId, advances.userId))
    .where(
      and(
        eq(advances.status, 'Approved'),
        eq(advances.disbursal, 'separate'),
        sql`${advances.paidOn} IS NULL`,
      ),
    )
    .orderBy(asc(advances.createdAt), asc(users.name), asc(advances.id));
}
export type SeparateUnpaidRow = Awaited<ReturnType<typeof separateUnpaid>>[number];
