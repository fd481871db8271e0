import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { payrollProfiles, taxForm130PartA, users } from '../../db/schema/index.ts';

/* Queries of Form 130 Part A (rules in form130-part-a.ts; docs/tax-year.md "Form 130 Part A"). */

export type PartARow = typeof taxForm130PartA.$inferSelect;

export interface PanOwner {
  id: string;
  name: string;
  employeeNo: number;
  /** Upper-cased as matched; never answered whole. */
  pan: string;
}

/** The people whose payroll profile carries one of these PANs (upper-cased both sides), by PAN. */
export async function ownersOfPans(db: Queryable, pans: readonly string[]): Promise<Map<string, PanOwner[]>> {
  const owners = new Map<string, PanOwner[]>();
  const upperPan = sql<string>`upper(trim(${payrollProfiles.pan}))`;
  for (let start = 0; start < pans.length; start += 500) {
    const rows = await db
      .select({ id: users.id, name: users.name, employeeNo: users.employeeNo, pan: upperPan })
      .from(payrollProfiles)
      .innerJoin(users, eq(users.id, payrollProfiles.userId))
      .where(inArray(upperPan, pans.slice(start, start + 500)));
    for (const row of rows) owners.set(row.pan, [...(owners.get(row.pan) ?? []), row]);
  }
  return owners;
}

/** The kept files of these people in a year, locked until the transaction ends (a replacement reads the old key). */
export function partAOfPeople(
  tx: Queryable,
  userIds: readonly string[],
  taxYear: number,
): Promise<PartARow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(taxForm130PartA)
    .where(and(eq(taxForm130PartA.taxYear, taxYear), inArray(taxForm130PartA.userId, [...userIds])))
    .for('update');
}

export async function savePartA(tx: Queryable, rows: readonly PartARow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await tx
      .insert(taxForm130PartA)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({
        target: [taxForm130PartA.userId, taxForm130PartA.taxYear],
        set: {
          storageKey: sql`excluded.storage_key`,
          fileName: sql`excluded.file_name`,
          pages: sql`excluded.pages`,
          uploadedBy: sql`excluded.uploaded_by`,
          uploadedAt: sql`excluded.uploaded_at`,
        },
      });
  }
}

export async function partAOf(db: Queryable, userId: string, taxYear: number): Promise<PartARow | undefined> {
  const [row] = await db
    .select()
    .from(taxForm130PartA)
    .where(and(eq(taxForm130PartA.userId, userId), eq(taxForm130PartA.taxYear, taxYear)));
  return row;
}

/** A year's kept files with their people (PAN for masking), by employee code. */
export function partAOfYear(db: Queryable, taxYear: number) {
  return db
    .select({
      userId: taxForm130PartA.userId,
      name: users.name,
      employeeNo: users.employeeNo,
      pan: payrollProfiles.pan,
      fileName: taxForm130PartA.fileName,
      pages: taxForm130PartA.pages,
      uploadedAt: taxForm130PartA.uploadedAt,
    })
    .from(taxForm130PartA)
    .innerJoin(users, eq(users.id, taxForm130PartA.userId))
    .leftJoin(payrollProfiles, eq(payrollProfiles.userId, taxForm130PartA.userId))
    .where(eq(taxForm130PartA.taxYear, taxYear))
    .orderBy(asc(users.employeeNo));
}
