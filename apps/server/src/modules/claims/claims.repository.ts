import { and, asc, desc, eq, gte, inArray, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  claimCategories,
  claimLines,
  expenseClaims,
  moneyDecisions,
  salaryRecords,
  users,
} from '../../db/schema/index.ts';
import { anyUuid } from '../../db/set-params.ts';

/* Expense claims' queries (issue 45): categories, claims with their lines and decisions, the month's usage. */

export type CategoryRow = typeof claimCategories.$inferSelect;
export type CategoryInsert = Omit<typeof claimCategories.$inferInsert, 'id' | 'createdAt'>;
export type LineRow = typeof claimLines.$inferSelect;
export type LineInsert = Omit<typeof claimLines.$inferInsert, 'id' | 'claimId'>;
export type DecisionRow = typeof moneyDecisions.$inferSelect;

export const listCategories = (db: Queryable) =>
  db.select().from(claimCategories).orderBy(asc(claimCategories.name));

export async function findCategory(db: Queryable, id: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(claimCategories).where(eq(claimCategories.id, id));
  return row ?? null;
}

export async function insertCategory(db: Queryable, values: CategoryInsert): Promise<CategoryRow> {
  const [row] = await db.insert(claimCategories).values(values).returning();
  return row!;
}

export async function updateCategory(db: Queryable, id: string, values: CategoryInsert) {
  const [row] = await db.update(claimCategories).set(values).where(eq(claimCategories.id, id)).returning();
  return row ?? null;
}

const claimColumns = {
  id: expenseClaims.id,
  number: expenseClaims.number,
  userId: expenseClaims.userId,
  employeeName: users.name,
  status: expenseClaims.status,
  approvalStep: expenseClaims.approvalStep,
  stepSince: expenseClaims.stepSince,
  createdAt: expenseClaims.createdAt,
  payYear: expenseClaims.payYear,
  payMonth: expenseClaims.payMonth,
};
export type ClaimRow = {
  id: string;
  number: number;
  userId: string;
  employeeName: string;
  status: string;
  approvalStep: number;
  stepSince: Date | null;
  createdAt: Date;
  payYear: number | null;
  payMonth: number | null;
};

const claimsWhere = (db: Queryable, where: ReturnType<typeof and>, limit = 200) =>
  db
    .select(claimColumns)
    .from(expenseClaims)
    .innerJoin(users, eq(users.id, expenseClaims.userId))
    .where(where)
    .orderBy(desc(expenseClaims.createdAt), desc(expenseClaims.number))
    .limit(limit);

export const claimsOf = (db: Queryable, userId: string): Promise<ClaimRow[]> =>
  claimsWhere(db, eq(expenseClaims.userId, userId));

/** The most pending claims a queue reads (a bound, not a page: one each for 50,000 people). */
const PENDING_READ_MAX = 50_000;

/** The pending claims of the requesters `requesters` selects (a subquery of user ids: a queue's candidates). */
export const pendingClaimsOf = (db: Queryable, requesters: SQL): Promise<ClaimRow[]> =>
  claimsWhere(
    db,
    and(eq(expenseClaims.status, 'Pending'), sql`${expenseClaims.userId} IN (${requesters})`),
    PENDING_READ_MAX,
  );

/** The columns the approval rule's conditions read. */
const claimStepColumns = {
  userId: expenseClaims.userId,
  createdAt: expenseClaims.createdAt,
  step: expenseClaims.approvalStep,
};
/** The pending claims `condition` keeps (a condition on expense_claims' columns; none: all of them). */
export const pendingClaimsWhere = (
  db: Queryable,
  condition: (columns: typeof claimStepColumns) => SQL | undefined,
): Promise<ClaimRow[]> =>
  claimsWhere(db, and(eq(expenseClaims.status, 'Pending'), condition(claimStepColumns)), PENDING_READ_MAX);

/**
 * One page of every pending claim but `except`'s, oldest first (the time asked, then the number) after `after`,
 * at most `limit`, and how many in all: HR's queue under the 'hr' flow, keyset through expense_claims_pending_idx.
 */
export async function pendingClaimsPage(
  db: Queryable,
  except: string | null,
  after: readonly [string, number] | null,
  limit: number,
): Promise<{ rows: ClaimRow[]; total: number }> {
  const pending = and(
    eq(expenseClaims.status, 'Pending'),
    except === null ? undefined : ne(expenseClaims.userId, except),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(claimColumns)
      .from(expenseClaims)
      .innerJoin(users, eq(users.id, expenseClaims.userId))
      .where(
        and(
          pending,
          after === null
            ? undefined
            : sql`(${expenseClaims.createdAt}, ${expenseClaims.number}) > (${after[0]}::timestamptz, ${after[1]}::int)`,
        ),
      )
      .orderBy(asc(expenseClaims.createdAt), asc(expenseClaims.number))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(expenseClaims)
      .where(pending),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findClaim(db: Queryable, id: string): Promise<ClaimRow | null> {
  const [row] = await claimsWhere(db, eq(expenseClaims.id, id), 1);
  return row ?? null;
}

export async function linesOf(db: Queryable, claimIds: readonly string[]): Promise<LineRow[]> {
  if (claimIds.length === 0) return [];
  return db
    .select()
    .from(claimLines)
    .where(anyUuid(claimLines.claimId, claimIds))
    .orderBy(asc(claimLines.claimId), asc(claimLines.position));
}

export async function decisionsOf(db: Queryable, ids: readonly string[]): Promise<DecisionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(moneyDecisions)
    .where(anyUuid(moneyDecisions.subjectId, ids))
    .orderBy(asc(moneyDecisions.at));
}

export async function insertClaim(db: Queryable, userId: string, at: Date, lines: LineInsert[]) {
  const [claim] = await db
    .insert(expenseClaims)
    .values({ userId, createdAt: at, stepSince: at })
    .returning({ id: expenseClaims.id });
  await db.insert(claimLines).values(lines.map((line) => ({ ...line, claimId: claim!.id })));
  return claim!.id;
}

export async function insertDecision(db: Queryable, values: typeof moneyDecisions.$inferInsert) {
  await db.insert(moneyDecisions).values(values);
}

export async function setLineDecision(
  db: Queryable,
  id: string,
  approvedPaise: number,
  reason: string | null,
) {
  await db.update(claimLines).set({ approvedPaise, reason }).where(eq(claimLines.id, id));
}

/** Moves a pending claim on (conditional on its step, so a race decides once); false if it had moved. */
export async function updatePendingClaim(
  db: Queryable,
  id: string,
  fromStep: number,
  values: Partial<typeof expenseClaims.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(expenseClaims)
    .set(values)
    .where(
      and(
        eq(expenseClaims.id, id),
        eq(expenseClaims.status, 'Pending'),
        eq(expenseClaims.approvalStep, fromStep),
      ),
    )
    .returning({ id: expenseClaims.id });
  return rows.length === 1;
}

/**
 * What the person's other claims (pending or approved) already hold of each category in [from, to):
 * the amount standing (approved, or asked while nobody has decided).
 */
export async function usedInMonths(db: Queryable, userId: string, from: string, to: string) {
  return db
    .select({
      categoryId: claimLines.categoryId,
      month: sql<string>`to_char(${claimLines.spentOn}, 'YYYY-MM')`,
      paise: sql<string>`sum(coalesce(${claimLines.approvedPaise}, ${claimLines.amountPaise}))`,
    })
    .from(claimLines)
    .innerJoin(expenseClaims, eq(expenseClaims.id, claimLines.claimId))
    .where(
      and(
        eq(expenseClaims.userId, userId),
        ne(expenseClaims.status, 'Rejected'),
        gte(claimLines.spentOn, from),
        lt(claimLines.spentOn, to),
      ),
    )
    .groupBy(claimLines.categoryId, sql`to_char(${claimLines.spentOn}, 'YYYY-MM')`);
}

/** The person's finalised payroll months from `year`-`month` on (the next open month is the first not listed). */
export async function finalisedMonthsFrom(db: Queryable, userId: string, year: number, month: number) {
  return db
    .select({ year: salaryRecords.periodYear, month: salaryRecords.periodMonth })
    .from(salaryRecords)
    .where(
      and(
        eq(salaryRecords.userId, userId),
        isNotNull(salaryRecords.finalisedAt),
        gte(sql`${salaryRecords.periodYear} * 12 + ${salaryRecords.periodMonth}`, year * 12 + month),
      ),
    )
    .orderBy(asc(salaryRecords.periodYear), asc(salaryRecords.periodMonth));
}

/** Approved claims paid with this payroll month, per person, summed by tax treatment. */
export async function payableClaims(db: Queryable, userIds: readonly string[], year: number, month: number) {
  if (userIds.length === 0) return [];
  return db
    .select({
      claimId: expenseClaims.id,
      number: expenseClaims.number,
      userId: expenseClaims.userId,
      taxable: claimLines.taxable,
      paise: sql<string>`sum(${claimLines.approvedPaise})`,
    })
    .from(expenseClaims)
    .innerJoin(claimLines, eq(claimLines.claimId, expenseClaims.id))
    .where(
      and(
        anyUuid(expenseClaims.userId, userIds),
        eq(expenseClaims.status, 'Approved'),
        eq(expenseClaims.payYear, year),
        eq(expenseClaims.payMonth, month),
      ),
    )
    .groupBy(expenseClaims.id, expenseClaims.number, expenseClaims.userId, claimLines.taxable)
    .orderBy(asc(expenseClaims.number), asc(claimLines.taxable));
}

export const categoriesByIds = (db: Queryable, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select().from(claimCategories).where(inArray(claimCategories.id, ids));
