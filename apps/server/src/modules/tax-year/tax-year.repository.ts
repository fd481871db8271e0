import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { taxDeclarations, taxRegimeChoices, taxYearWindows, users } from '../../db/schema/index.ts';

/* Queries of the tax year (the rules are in tax-year.service.ts). */

export type WindowRow = typeof taxYearWindows.$inferSelect;
export type ChoiceRow = typeof taxRegimeChoices.$inferSelect;
export type DeclarationRow = typeof taxDeclarations.$inferSelect;

export async function findPerson(
  db: Queryable,
  id: string,
): Promise<{ id: string; name: string; baseSalaryPaise: number } | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, baseSalaryPaise: users.baseSalaryPaise })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findWindow(db: Queryable, taxYear: number): Promise<WindowRow | undefined> {
  const [row] = await db.select().from(taxYearWindows).where(eq(taxYearWindows.taxYear, taxYear));
  return row;
}

export async function saveWindow(
  tx: Queryable,
  row: { taxYear: number; regimeUntil: string | null; proofsFrom: string | null; updatedBy: string },
): Promise<void> {
  const values = { ...row, updatedAt: new Date() };
  if (await findWindow(tx, row.taxYear))
    await tx.update(taxYearWindows).set(values).where(eq(taxYearWindows.taxYear, row.taxYear));
  else await tx.insert(taxYearWindows).values(values);
}

export async function findChoice(
  db: Queryable,
  userId: string,
  taxYear: number,
): Promise<ChoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(taxRegimeChoices)
    .where(and(eq(taxRegimeChoices.userId, userId), eq(taxRegimeChoices.taxYear, taxYear)));
  return row;
}

export async function saveChoice(
  tx: Queryable,
  row: Pick<ChoiceRow, 'userId' | 'taxYear' | 'regime' | 'source' | 'reason' | 'setBy'>,
): Promise<void> {
  const values = { ...row, updatedAt: new Date() };
  if (await findChoice(tx, row.userId, row.taxYear))
    await tx
      .update(taxRegimeChoices)
      .set(values)
      .where(and(eq(taxRegimeChoices.userId, row.userId), eq(taxRegimeChoices.taxYear, row.taxYear)));
  else await tx.insert(taxRegimeChoices).values(values);
}

export function listDeclarations(db: Queryable, userId: string, taxYear: number): Promise<DeclarationRow[]> {
  return db
    .select()
    .from(taxDeclarations)
    .where(and(eq(taxDeclarations.userId, userId), eq(taxDeclarations.taxYear, taxYear)))
    .orderBy(asc(taxDeclarations.section));
}

export async function findDeclaration(db: Queryable, id: string): Promise<DeclarationRow | undefined> {
  const [row] = await db.select().from(taxDeclarations).where(eq(taxDeclarations.id, id));
  return row;
}

export async function insertDeclaration(
  tx: Queryable,
  row: { userId: string; taxYear: number; section: string; declaredPaise: number },
): Promise<void> {
  await tx.insert(taxDeclarations).values(row);
}

export async function updateDeclared(tx: Queryable, id: string, declaredPaise: number): Promise<void> {
  await tx
    .update(taxDeclarations)
    .set({ declaredPaise, updatedAt: new Date() })
    .where(eq(taxDeclarations.id, id));
}

export async function deleteDeclaration(tx: Queryable, id: string): Promise<void> {
  await tx.delete(taxDeclarations).where(eq(taxDeclarations.id, id));
}

export async function verifyDeclaration(
  tx: Queryable,
  id: string,
  values: { status: string; verifiedPaise: number; reason: string | null; verifiedBy: string },
): Promise<void> {
  await tx
    .update(taxDeclarations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(taxDeclarations.id, id));
}

/** For payroll: the year's regime choices and declared lines of a chunk of people (two queries). */
export async function basisRows(
  db: Queryable,
  userIds: string[],
  taxYear: number,
): Promise<{ choices: ChoiceRow[]; declarations: DeclarationRow[] }> {
  if (userIds.length === 0) return { choices: [], declarations: [] };
  const [choices, declarations] = await Promise.all([
    db
      .select()
      .from(taxRegimeChoices)
      .where(and(inArray(taxRegimeChoices.userId, userIds), eq(taxRegimeChoices.taxYear, taxYear))),
    db
      .select()
      .from(taxDeclarations)
      .where(and(inArray(taxDeclarations.userId, userIds), eq(taxDeclarations.taxYear, taxYear))),
  ]);
  return { choices, declarations };
}
