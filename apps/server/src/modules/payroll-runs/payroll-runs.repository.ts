import { and, asc, eq, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import { SALARY_STATUS_PAID } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { payrollProfiles, salaryRecords, users } from '../../db/schema/index.ts';
import { anyUuid } from '../../db/set-params.ts';

const period = (year: number, month: number) =>
  and(eq(salaryRecords.periodYear, year), eq(salaryRecords.periodMonth, month));

/** Net and breakdown of these people's records of one period (the register's previous month). */
export function findPeriodBreakdowns(db: Queryable, userIds: string[], year: number, month: number) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: salaryRecords.userId,
      amountPaise: salaryRecords.amountPaise,
      payBreakdown: salaryRecords.payBreakdown,
    })
    .from(salaryRecords)
    .where(and(anyUuid(salaryRecords.userId, userIds), period(year, month)));
}

/**
 * A period's finalised records with what the files need: identity numbers and the bank account in full
 * (read here, server-side only; never sent in a JSON answer), by employee number.
 */
export function findFinalisedRecords(db: Queryable, year: number, month: number) {
  return db
    .select({
      id: salaryRecords.id,
      userId: salaryRecords.userId,
      name: users.name,
      employeeNo: users.employeeNo,
      amountPaise: salaryRecords.amountPaise,
      payBreakdown: salaryRecords.payBreakdown,
      paidOn: salaryRecords.paidOn,
      uan: payrollProfiles.uan,
      esiNumber: payrollProfiles.esiNumber,
      workState: payrollProfiles.workState,
      bankAccount: payrollProfiles.bankAccount,
      ifsc: payrollProfiles.ifsc,
    })
    .from(salaryRecords)
    .innerJoin(users, eq(users.id, salaryRecords.userId))
    .leftJoin(payrollProfiles, eq(payrollProfiles.userId, salaryRecords.userId))
    .where(and(period(year, month), isNotNull(salaryRecords.finalisedAt)))
    .orderBy(asc(users.employeeNo));
}
export type FinalisedRecord = Awaited<ReturnType<typeof findFinalisedRecords>>[number];

/**
 * The finalised records whose locked days meet [from, to] for this person: a record locks its month up to
 * its attendance cut-off (the whole month without one). Oldest first.
 */
export function findLocks(db: Queryable, userId: string | readonly string[], from: string, to: string) {
  const monthStart = sql<string>`make_date(${salaryRecords.periodYear}, ${salaryRecords.periodMonth}, 1)`;
  const monthEnd = sql<string>`(${monthStart} + interval '1 month' - interval '1 day')::date`;
  const lockedTo = sql`coalesce(${salaryRecords.attendanceUpTo}, ${monthEnd})`;
  return db
    .select({ month: salaryRecords.month })
    .from(salaryRecords)
    .where(
      and(
        typeof userId === 'string' ? eq(salaryRecords.userId, userId) : anyUuid(salaryRecords.userId, userId),
        isNotNull(salaryRecords.finalisedAt),
        lte(monthStart, to),
        gte(lockedTo, from),
      ),
    )
    .orderBy(asc(salaryRecords.periodYear), asc(salaryRecords.periodMonth))
    .limit(1);
}

/** Unlocks a period for everyone: returns the people whose record was finalised. */
export function reopenPeriod(db: Queryable, year: number, month: number) {
  return db
    .update(salaryRecords)
    .set({ finalisedAt: null })
    .where(and(period(year, month), isNotNull(salaryRecords.finalisedAt)))
    .returning({ userId: salaryRecords.userId });
}

/** Marks the period's records (or these people's) paid on a date; only generated ones at or before it. */
export function markPaid(
  db: Queryable,
  year: number,
  month: number,
  paidOn: string,
  userIds: string[] | undefined,
) {
  return db
    .update(salaryRecords)
    .set({ status: SALARY_STATUS_PAID, paidOn })
    .where(
      and(
        period(year, month),
        userIds ? anyUuid(salaryRecords.userId, userIds) : undefined,
        or(eq(salaryRecords.status, 'Generated'), eq(salaryRecords.status, 'Paid')),
      ),
    )
    .returning({
      id: salaryRecords.id,
      userId: salaryRecords.userId,
      generatedAt: salaryRecords.generatedAt,
    });
}

/**
 * These people's finalised periods that reach into [from, to], with the last locked day (the attendance
 * cut-off, else the month's end): the approvers' queues mark rows that meet one (issue 40, item 9).
 */
export function findLockedPeriods(db: Queryable, userIds: string[], from: string, to: string) {
  if (userIds.length === 0) return Promise.resolve([]);
  const monthStart = sql<string>`make_date(${salaryRecords.periodYear}, ${salaryRecords.periodMonth}, 1)`;
  const monthEnd = sql<string>`(${monthStart} + interval '1 month' - interval '1 day')::date`;
  const lockedTo = sql<string>`coalesce(${salaryRecords.attendanceUpTo}, ${monthEnd})`;
  return db
    .select({
      userId: salaryRecords.userId,
      year: salaryRecords.periodYear,
      month: salaryRecords.periodMonth,
      lockedTo: sql<string>`${lockedTo}::text`,
    })
    .from(salaryRecords)
    .where(
      and(
        anyUuid(salaryRecords.userId, userIds),
        isNotNull(salaryRecords.finalisedAt),
        lte(monthStart, to),
        gte(lockedTo, from),
      ),
    )
    .orderBy(asc(salaryRecords.periodYear), asc(salaryRecords.periodMonth));
}

/** A period's counts for its status: records, finalised, paid; the latest generation and payment. */
export async function periodStatus(db: Queryable, year: number, month: number) {
  const [row] = await db
    .select({
      records: sql<number>`count(*)::int`,
      finalised: sql<number>`count(${salaryRecords.finalisedAt})::int`,
      paid: sql<number>`count(*) filter (where ${salaryRecords.finalisedAt} is not null and ${salaryRecords.paidOn} is not null)::int`,
      lastGeneratedAt: sql<Date | null>`max(${salaryRecords.generatedAt})`,
      paidOn: sql<string | null>`max(${salaryRecords.paidOn})::text`,
    })
    .from(salaryRecords)
    .where(period(year, month));
  return row!;
}
