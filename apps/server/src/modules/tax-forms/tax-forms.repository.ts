import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { readSetting, writeSetting } from '../../db/org-settings.repository.ts';
import {
  payrollProfiles,
  salaryRecords,
  taxDeclarations,
  taxPreviousEmployment,
  taxRegimeChoices,
  taxRentDeclarations,
  taxYearWindows,
  users,
} from '../../db/schema/index.ts';

/* Queries of the tax forms (rules in the services; docs/tax-year.md). */

export type RentRow = typeof taxRentDeclarations.$inferSelect;
export type PreviousRow = typeof taxPreviousEmployment.$inferSelect;
export type DeclarationRow = typeof taxDeclarations.$inferSelect;

export interface PersonRow {
  id: string;
  name: string;
  employeeNo: number;
  baseSalaryPaise: number;
  pan: string | null;
  taxRegime: string | null;
}

const personColumns = {
  id: users.id,
  name: users.name,
  employeeNo: users.employeeNo,
  baseSalaryPaise: users.baseSalaryPaise,
  pan: payrollProfiles.pan,
  taxRegime: payrollProfiles.taxRegime,
};

export async function findPerson(db: Queryable, id: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .leftJoin(payrollProfiles, eq(payrollProfiles.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

export function findPeople(db: Queryable, ids: string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(personColumns)
    .from(users)
    .leftJoin(payrollProfiles, eq(payrollProfiles.userId, users.id))
    .where(inArray(users.id, ids));
}

export async function findRent(db: Queryable, userId: string, taxYear: number): Promise<RentRow | undefined> {
  const [row] = await db
    .select()
    .from(taxRentDeclarations)
    .where(and(eq(taxRentDeclarations.userId, userId), eq(taxRentDeclarations.taxYear, taxYear)));
  return row;
}

export async function saveRent(
  tx: Queryable,
  row: Pick<RentRow, 'userId' | 'taxYear' | 'monthlyRentPaise' | 'city' | 'landlordName' | 'landlordPan'>,
): Promise<void> {
  await tx
    .insert(taxRentDeclarations)
    .values(row)
    .onConflictDoUpdate({
      target: [taxRentDeclarations.userId, taxRentDeclarations.taxYear],
      set: { ...row, updatedAt: new Date() },
    });
}

export async function deleteRent(tx: Queryable, id: string): Promise<void> {
  await tx.delete(taxRentDeclarations).where(eq(taxRentDeclarations.id, id));
}

export async function verifyRent(
  tx: Queryable,
  id: string,
  values: { status: string; verifiedPaise: number; reason: string | null; verifiedBy: string },
): Promise<void> {
  await tx
    .update(taxRentDeclarations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(taxRentDeclarations.id, id));
}

export async function findPrevious(
  db: Queryable,
  userId: string,
  taxYear: number,
): Promise<PreviousRow | undefined> {
  const [row] = await db
    .select()
    .from(taxPreviousEmployment)
    .where(and(eq(taxPreviousEmployment.userId, userId), eq(taxPreviousEmployment.taxYear, taxYear)));
  return row;
}

export async function savePrevious(
  tx: Queryable,
  row: Pick<PreviousRow, 'userId' | 'taxYear' | 'employerName' | 'employerTan' | 'grossPaise' | 'tdsPaise'>,
): Promise<void> {
  await tx
    .insert(taxPreviousEmployment)
    .values(row)
    .onConflictDoUpdate({
      target: [taxPreviousEmployment.userId, taxPreviousEmployment.taxYear],
      set: { ...row, updatedAt: new Date() },
    });
}

export async function verifyPrevious(
  tx: Queryable,
  id: string,
  values: { status: string; reason: string | null; verifiedBy: string },
): Promise<void> {
  await tx
    .update(taxPreviousEmployment)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(taxPreviousEmployment.id, id));
}

/** For payroll's TDS: the year's rent and accepted earlier employment of a chunk of people. */
export async function basisRows(
  db: Queryable,
  userIds: string[],
  taxYear: number,
): Promise<{ rents: RentRow[]; previous: PreviousRow[] }> {
  if (userIds.length === 0) return { rents: [], previous: [] };
  const [rents, previous] = await Promise.all([
    db
      .select()
      .from(taxRentDeclarations)
      .where(and(inArray(taxRentDeclarations.userId, userIds), eq(taxRentDeclarations.taxYear, taxYear))),
    db
      .select()
      .from(taxPreviousEmployment)
      .where(
        and(
          inArray(taxPreviousEmployment.userId, userIds),
          eq(taxPreviousEmployment.taxYear, taxYear),
          eq(taxPreviousEmployment.status, 'accepted'),
        ),
      ),
  ]);
  return { rents, previous };
}

export async function findProofsFrom(db: Queryable, taxYear: number): Promise<string | null> {
  const [row] = await db
    .select({ proofsFrom: taxYearWindows.proofsFrom })
    .from(taxYearWindows)
    .where(eq(taxYearWindows.taxYear, taxYear));
  return row?.proofsFrom ?? null;
}

export async function findRegimeChoice(
  db: Queryable,
  userId: string,
  taxYear: number,
): Promise<string | null> {
  const [row] = await db
    .select({ regime: taxRegimeChoices.regime })
    .from(taxRegimeChoices)
    .where(and(eq(taxRegimeChoices.userId, userId), eq(taxRegimeChoices.taxYear, taxYear)));
  return row?.regime ?? null;
}

export function listDeclarations(db: Queryable, userId: string, taxYear: number): Promise<DeclarationRow[]> {
  return db
    .select()
    .from(taxDeclarations)
    .where(and(eq(taxDeclarations.userId, userId), eq(taxDeclarations.taxYear, taxYear)))
    .orderBy(asc(taxDeclarations.section));
}

export interface FinalisedSlip {
  userId: string;
  periodYear: number;
  periodMonth: number;
  month: string;
  paidOn: string | null;
  payBreakdown: unknown;
}

/** Finalised salary records between two periods (inclusive), for some people or everyone, oldest first. */
export function finalisedSlips(
  db: Queryable,
  from: { year: number; month: number },
  to: { year: number; month: number },
  userIds?: string[],
): Promise<FinalisedSlip[]> {
  const ordinal = sql`${salaryRecords.periodYear} * 12 + ${salaryRecords.periodMonth}`;
  return db
    .select({
      userId: salaryRecords.userId,
      periodYear: salaryRecords.periodYear,
      periodMonth: salaryRecords.periodMonth,
      month: salaryRecords.month,
      paidOn: salaryRecords.paidOn,
      payBreakdown: salaryRecords.payBreakdown,
    })
    .from(salaryRecords)
    .where(
      and(
        isNotNull(salaryRecords.finalisedAt),
        gte(ordinal, from.year * 12 + from.month),
        lte(ordinal, to.year * 12 + to.month),
        userIds ? inArray(salaryRecords.userId, userIds) : undefined,
      ),
    )
    .orderBy(asc(salaryRecords.periodYear), asc(salaryRecords.periodMonth));
}

const DEDUCTOR_KEY = 'tax-deductor';
export const readDeductor = (db: Queryable) => readSetting(db, DEDUCTOR_KEY);
export const writeDeductor = (tx: Queryable, value: unknown, by: string, at: Date) =>
  writeSetting(tx, DEDUCTOR_KEY, value, by, at);
