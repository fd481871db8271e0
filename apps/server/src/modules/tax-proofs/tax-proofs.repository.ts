import { and, asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  payrollProfiles,
  taxDeclarations,
  taxPreviousEmployment,
  taxProofs,
  taxRegimeChoices,
  taxRentDeclarations,
  users,
} from '../../db/schema/index.ts';

/* Queries of the tax proofs and Form 12BB (rules in tax-proofs.service.ts; docs/tax-year.md "Proofs"). */

export type ProofRow = typeof taxProofs.$inferSelect;
export type ProofInsert = Omit<typeof taxProofs.$inferInsert, 'id' | 'uploadedAt'> & { uploadedAt: Date };

/** HR's verification of one line a proof can back. */
export interface LineState {
  line: string;
  status: string;
  reason: string | null;
}

export async function findPerson(db: Queryable, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      employeeNo: users.employeeNo,
      pan: payrollProfiles.pan,
      taxRegime: payrollProfiles.taxRegime,
    })
    .from(users)
    .leftJoin(payrollProfiles, eq(payrollProfiles.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

/** Every line the person has declared in the year, with HR's verification: sections, RENT, PREVIOUS. */
export async function lineStates(db: Queryable, userId: string, taxYear: number): Promise<LineState[]> {
  const [sections, rent, previous] = await Promise.all([
    db
      .select({
        line: taxDeclarations.section,
        status: taxDeclarations.status,
        reason: taxDeclarations.reason,
      })
      .from(taxDeclarations)
      .where(and(eq(taxDeclarations.userId, userId), eq(taxDeclarations.taxYear, taxYear))),
    db
      .select({ status: taxRentDeclarations.status, reason: taxRentDeclarations.reason })
      .from(taxRentDeclarations)
      .where(and(eq(taxRentDeclarations.userId, userId), eq(taxRentDeclarations.taxYear, taxYear))),
    db
      .select({ status: taxPreviousEmployment.status, reason: taxPreviousEmployment.reason })
      .from(taxPreviousEmployment)
      .where(and(eq(taxPreviousEmployment.userId, userId), eq(taxPreviousEmployment.taxYear, taxYear))),
  ]);
  return [
    ...sections,
    ...rent.map((row) => ({ line: 'RENT', ...row })),
    ...previous.map((row) => ({ line: 'PREVIOUS', ...row })),
  ];
}

// A person's proofs grouped by line, each line in upload order; two uploads in one instant
// (the clock is the organisation's, and a test's is fixed) fall back to the file name, so the
// order never depends on random ids.
export function proofsOf(db: Queryable, userId: string, taxYear: number): Promise<ProofRow[]> {
  return db
    .select()
    .from(taxProofs)
    .where(and(eq(taxProofs.userId, userId), eq(taxProofs.taxYear, taxYear)))
    .orderBy(asc(taxProofs.line), asc(taxProofs.uploadedAt), asc(taxProofs.fileName), asc(taxProofs.id));
}

export async function countProofs(db: Queryable, userId: string, taxYear: number, line: string) {
  const [row] = await db
    .select({ n: count() })
    .from(taxProofs)
    .where(and(eq(taxProofs.userId, userId), eq(taxProofs.taxYear, taxYear), eq(taxProofs.line, line)));
  return Number(row?.n ?? 0);
}

export async function insertProof(db: Queryable, row: ProofInsert): Promise<void> {
  await db.insert(taxProofs).values(row);
}

export async function findProof(db: Queryable, id: string): Promise<ProofRow | undefined> {
  const [row] = await db.select().from(taxProofs).where(eq(taxProofs.id, id));
  return row;
}

export async function deleteProof(db: Queryable, id: string): Promise<void> {
  await db.delete(taxProofs).where(eq(taxProofs.id, id));
}

/** What Form 12BB prints: the year's regime choice, declared sections, rent and earlier employer. */
export async function declarationOf(db: Queryable, userId: string, taxYear: number) {
  const [choice, sections, rent, previous] = await Promise.all([
    db
      .select({ regime: taxRegimeChoices.regime })
      .from(taxRegimeChoices)
      .where(and(eq(taxRegimeChoices.userId, userId), eq(taxRegimeChoices.taxYear, taxYear))),
    db
      .select()
      .from(taxDeclarations)
      .where(and(eq(taxDeclarations.userId, userId), eq(taxDeclarations.taxYear, taxYear)))
      .orderBy(asc(taxDeclarations.section)),
    db
      .select()
      .from(taxRentDeclarations)
      .where(and(eq(taxRentDeclarations.userId, userId), eq(taxRentDeclarations.taxYear, taxYear))),
    db
      .select()
      .from(taxPreviousEmployment)
      .where(and(eq(taxPreviousEmployment.userId, userId), eq(taxPreviousEmployment.taxYear, taxYear))),
  ]);
  return {
    regime: choice[0]?.regime ?? null,
    sections,
    rent: rent[0] ?? null,
    previous: previous[0] ?? null,
  };
}
