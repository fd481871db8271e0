import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { salaryRecords, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/result-rows.ts';
import { anyUuid, jsonRecords } from '../../db/set-params.ts';

export type NewSalaryRow = typeof salaryRecords.$inferInsert;

const personColumns = {
  id: users.id,
  name: users.name,
  employeeNo: users.employeeNo,
  baseSalaryPaise: users.baseSalaryPaise,
  joinedOn: users.joinedOn,
};
export type Payee = {
  id: string;
  name: string;
  employeeNo: number;
  baseSalaryPaise: number;
  joinedOn: string;
};

export const recordColumns = {
  id: salaryRecords.id,
  userId: salaryRecords.userId,
  employeeName: users.name,
  month: salaryRecords.month,
  amountPaise: salaryRecords.amountPaise,
  status: salaryRecords.status,
  slipKey: salaryRecords.slipKey,
  generatedAt: salaryRecords.generatedAt,
  attendanceUpTo: salaryRecords.attendanceUpTo,
  lopAdjustmentPaise: salaryRecords.lopAdjustmentPaise,
  lopAdjustment: salaryRecords.lopAdjustment,
  payBreakdown: salaryRecords.payBreakdown,
  paidOn: salaryRecords.paidOn,
};
export type SalaryRow = {
  id: string;
  userId: string;
  employeeName: string;
  month: string;
  amountPaise: number;
  status: string;
  slipKey: string | null;
  generatedAt: Date;
  attendanceUpTo: string | null;
  lopAdjustmentPaise: number;
  /** A LossOfPay (loss-of-pay.ts) as stored, or null. */
  lopAdjustment: unknown;
  /** A PayBreakdown (breakdown.ts) as stored; null on records made before issue 21. */
  payBreakdown: unknown;
  /** Issue 22: the payment date once marked paid. */
  paidOn: string | null;
};

export function countExistingUsers(db: Queryable, ids: string[]): Promise<number> {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(anyUuid(users.id, ids))
    .then((rows) => rows[0]?.n ?? 0);
}

/**
 * These people, as payees of a period from `periodStart`: someone whose last working day (users.left_on) is
 * before it has left and is no longer paid (issue 43; their final month is on the settlement), unless their
 * settlement is paid with this run (`settled`: its slip carries the statement's lines alone).
 */
export function findPayees(db: Queryable, ids: string[], periodStart: string, settled: string[] = []) {
  const stillThere = or(isNull(users.leftOn), gte(users.leftOn, periodStart));
  const paid = settled.length > 0 ? or(stillThere, anyUuid(users.id, settled)) : stillThere;
  return db
    .select(personColumns)
    .from(users)
    .where(and(anyUuid(users.id, ids), paid)) as Promise<Payee[]>;
}

/** Which of these people still exist, locked so they cannot be deleted before the transaction ends. */
export function lockLivePeople(db: Queryable, ids: string[]): Promise<string[]> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(anyUuid(users.id, ids))
    .for('key share')
    .then((rows) => rows.map((row) => row.id));
}

/** Locks this period's existing records of these people and returns their payslip keys (to delete after commit). */
export function lockExistingPayslips(db: Queryable, ids: string[], year: number, month: number) {
  return db
    .select({ userId: salaryRecords.userId, slipKey: salaryRecords.slipKey })
    .from(salaryRecords)
    .where(
      and(
        anyUuid(salaryRecords.userId, ids),
        eq(salaryRecords.periodYear, year),
        eq(salaryRecords.periodMonth, month),
      ),
    )
    .for('update');
}

/** One record per person and period: regenerating replaces it (same id). */
export async function upsertSalaryRecords(
  db: Queryable,
  rows: NewSalaryRow[],
): Promise<Array<{ id: string; userId: string }>> {
  if (rows.length === 0) return [];
  // A chunk's rows as ONE jsonb parameter (db/set-params.ts): built by Drizzle, its 100 rows were 1,700
  // placeholders, and the statement held the embedded database (and every request waiting for it) twice
  // as long inside the chunk's transaction. Columns left out take their defaults, as in a plain insert.
  const iso = (instant: Date | null | undefined) => (instant ? instant.toISOString() : null);
  const records = rows.map((row) => ({
    user_id: row.userId,
    period_year: row.periodYear,
    period_month: row.periodMonth,
    month: row.month,
    amount_paise: row.amountPaise,
    base_salary_paise: row.baseSalaryPaise,
    breakdown: row.breakdown ?? null,
    status: row.status ?? null,
    slip_key: row.slipKey ?? null,
    generated_by: row.generatedBy ?? null,
    generated_at: iso(row.generatedAt),
    attendance_up_to: row.attendanceUpTo ?? null,
    lop_adjustment_paise: row.lopAdjustmentPaise ?? null,
    lop_adjustment: row.lopAdjustment ?? null,
    pay_breakdown: row.payBreakdown ?? null,
    finalised_at: iso(row.finalisedAt),
    paid_on: row.paidOn ?? null,
  }));
  const result = await db.execute(sql`
    INSERT INTO ${salaryRecords} (user_id, period_year, period_month, month, amount_paise, base_salary_paise,
      breakdown, status, slip_key, generated_by, generated_at, attendance_up_to, lop_adjustment_paise,
      lop_adjustment, pay_breakdown, finalised_at, paid_on)
    SELECT r.user_id, r.period_year, r.period_month, r.month, r.amount_paise, r.base_salary_paise,
      coalesce(r.breakdown, '{}'::jsonb), coalesce(r.status, 'Generated'), r.slip_key, r.generated_by,
      coalesce(r.generated_at, now()), r.attendance_up_to, coalesce(r.lop_adjustment_paise, 0),
      r.lop_adjustment, r.pay_breakdown, r.finalised_at, r.paid_on
    FROM jsonb_to_recordset(${jsonRecords(records)}) AS r(user_id uuid, period_year integer,
      period_month integer, month text, amount_paise bigint, base_salary_paise bigint, breakdown jsonb,
      status text, slip_key text, generated_by uuid, generated_at timestamptz, attendance_up_to date,
      lop_adjustment_paise bigint, lop_adjustment jsonb, pay_breakdown jsonb, finalised_at timestamptz,
      paid_on date)
    ON CONFLICT (user_id, period_year, period_month) DO UPDATE SET
      month = excluded.month, amount_paise = excluded.amount_paise,
      base_salary_paise = excluded.base_salary_paise, breakdown = excluded.breakdown,
      status = excluded.status, slip_key = excluded.slip_key, generated_by = excluded.generated_by,
      generated_at = excluded.generated_at, attendance_up_to = excluded.attendance_up_to,
      lop_adjustment_paise = excluded.lop_adjustment_paise, lop_adjustment = excluded.lop_adjustment,
      pay_breakdown = excluded.pay_breakdown, finalised_at = excluded.finalised_at, paid_on = excluded.paid_on
    RETURNING id, user_id AS "userId"`);
  return rowsOf<{ id: string; userId: string }>(result);
}

/** A record as upsertSalaryRecords saved it, with its id: the row shape, without reading it back. */
export function savedSalaryRow(id: string, row: NewSalaryRow, employeeName: string): SalaryRow {
  return {
    id,
    userId: row.userId,
    employeeName,
    month: row.month,
    amountPaise: row.amountPaise,
    status: row.status ?? 'Generated',
    slipKey: row.slipKey ?? null,
    generatedAt: row.generatedAt!,
    attendanceUpTo: row.attendanceUpTo ?? null,
    lopAdjustmentPaise: row.lopAdjustmentPaise ?? 0,
    lopAdjustment: row.lopAdjustment ?? null,
    payBreakdown: row.payBreakdown ?? null,
    paidOn: row.paidOn ?? null,
  };
}

export function listSalaryRows(db: Queryable, userId?: string): Promise<SalaryRow[]> {
  return db
    .select(recordColumns)
    .from(salaryRecords)
    .innerJoin(users, eq(users.id, salaryRecords.userId))
    .where(userId ? eq(salaryRecords.userId, userId) : undefined)
    .orderBy(
      desc(salaryRecords.generatedAt),
      desc(salaryRecords.periodYear),
      desc(salaryRecords.periodMonth),
      users.name,
    );
}

export function findSalaryRows(db: Queryable, ids: string[]): Promise<SalaryRow[]> {
  return db
    .select(recordColumns)
    .from(salaryRecords)
    .innerJoin(users, eq(users.id, salaryRecords.userId))
    .where(anyUuid(salaryRecords.id, ids));
}
