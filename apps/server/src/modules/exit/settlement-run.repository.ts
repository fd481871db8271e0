import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { salaryRecords, settlements } from '../../db/schema/index.ts';
import { anyUuid } from '../../db/set-params.ts';

/* A settlement paid with a payroll month's run (issue 43, docs/exit.md "Paid with the run"). */

/** The reference a settlement's lines carry on the run's record (payroll keeps it in `inputs`). */
export const settlementRef = (id: string) => `settlement:${id}`;

/** Finalised statements to be paid with this month's run and not paid on their own date, per person. */
export function payableWithRun(db: Queryable, userIds: readonly string[], year: number, month: number) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: settlements.id, userId: settlements.userId, lines: settlements.lines })
    .from(settlements)
    .where(
      and(
        anyUuid(settlements.userId, [...userIds]),
        eq(settlements.status, 'Finalised'),
        eq(settlements.payYear, year),
        eq(settlements.payMonth, month),
        isNull(settlements.paidOn),
      ),
    );
}

/** HR's choice, once: false when the statement is not finalised, already paid or already given to a run. */
export async function setPayWithRun(
  db: Queryable,
  id: string,
  year: number,
  month: number,
): Promise<boolean> {
  const rows = await db
    .update(settlements)
    .set({ payYear: year, payMonth: month })
    .where(
      and(
        eq(settlements.id, id),
        eq(settlements.status, 'Finalised'),
        isNull(settlements.paidOn),
        isNull(settlements.payYear),
      ),
    )
    .returning({ id: settlements.id });
  return rows.length === 1;
}

/** Whether the person's record of the month is already generated (finalised): its run can no longer take lines. */
export async function monthFinalisedFor(db: Queryable, userId: string, year: number, month: number) {
  const rows = await db
    .select({ id: salaryRecords.id })
    .from(salaryRecords)
    .where(
      and(
        eq(salaryRecords.userId, userId),
        eq(salaryRecords.periodYear, year),
        eq(salaryRecords.periodMonth, month),
        isNotNull(salaryRecords.finalisedAt),
      ),
    );
  return rows.length > 0;
}
