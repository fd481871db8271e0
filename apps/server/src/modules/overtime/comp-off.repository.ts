import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { overtimeClaims, personPlacements } from '../../db/schema/index.ts';

/** Comp-off's queries (docs/overtime.md "Compensatory off"); the claims are overtime_claims of kind 'comp-off'. */

/** The person's department on a day (their placement in force then), or null. */
export async function departmentOn(db: Queryable, userId: string, date: string): Promise<string | null> {
  const [row] = await db
    .select({ departmentId: personPlacements.departmentId })
    .from(personPlacements)
    .where(and(eq(personPlacements.userId, userId), lte(personPlacements.effectiveFrom, date)))
    .orderBy(desc(personPlacements.effectiveFrom))
    .limit(1);
  return row?.departmentId ?? null;
}

export interface CompOffPending {
  userId: string;
  date: string;
  workedMinutes: number;
  shiftName: string;
  hundredths: number;
  createdAt: Date;
}

/** Makes or follows the day's comp-off claim while it is pending (it replaces a pending overtime claim). */
export async function upsertCompOffPending(db: Queryable, v: CompOffPending): Promise<void> {
  const values = {
    userId: v.userId,
    date: v.date,
    workedMinutes: v.workedMinutes,
    shiftName: v.shiftName,
    claimedMinutes: v.workedMinutes,
    kind: 'comp-off',
    compOffHundredths: v.hundredths,
    createdAt: v.createdAt,
  };
  await db
    .insert(overtimeClaims)
    .values(values)
    .onConflictDoUpdate({
      target: [overtimeClaims.userId, overtimeClaims.date],
      set: {
        workedMinutes: values.workedMinutes,
        shiftName: values.shiftName,
        claimedMinutes: values.claimedMinutes,
        kind: values.kind,
        compOffHundredths: values.compOffHundredths,
      },
      setWhere: eq(overtimeClaims.status, 'Pending'),
    });
}

export interface CreditRow {
  id: string;
  userId: string;
  date: string;
  hundredths: number;
  expiresOn: string;
  remindedAt: Date | null;
}

const creditColumns = {
  id: overtimeClaims.id,
  userId: overtimeClaims.userId,
  date: overtimeClaims.date,
  hundredths: sql<number>`${overtimeClaims.compOffHundredths}`,
  expiresOn: sql<string>`${overtimeClaims.compOffExpiresOn}::text`,
  remindedAt: overtimeClaims.compOffRemindedAt,
};

const approvedCompOff = and(eq(overtimeClaims.kind, 'comp-off'), eq(overtimeClaims.status, 'Approved'));

/** A person's approved comp-off credits, earliest expiry first. */
export function creditsOf(db: Queryable, userId: string): Promise<CreditRow[]> {
  return db
    .select(creditColumns)
    .from(overtimeClaims)
    .where(and(approvedCompOff, eq(overtimeClaims.userId, userId)))
    .orderBy(asc(overtimeClaims.compOffExpiresOn));
}

/** People with a credit expiring on or before `through` (the daily job's people). */
export async function peopleWithCreditsThrough(db: Queryable, through: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: overtimeClaims.userId })
    .from(overtimeClaims)
    .where(and(approvedCompOff, lte(overtimeClaims.compOffExpiresOn, through)));
  return rows.map((r) => r.userId);
}

/** Marks the credit reminded; false when another run already did (the reminder is sent once). */
export async function markReminded(db: Queryable, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(overtimeClaims)
    .set({ compOffRemindedAt: at })
    .where(and(eq(overtimeClaims.id, id), isNull(overtimeClaims.compOffRemindedAt)))
    .returning({ id: overtimeClaims.id });
  return rows.length === 1;
}
