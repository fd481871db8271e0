import { and, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { salaryRecords } from '../../../db/schema/index.ts';
import { anyUuid } from '../../../db/set-params.ts';
import { nextPeriod, previousPeriod } from '../pay/loss-of-pay.ts';

/**
 * What a person's neighbouring records say about one period: the previous month's cut-off (its presumed
 * days are corrected here), this month's own cut-off and whether the next month already settled it.
 */
export interface LedgerEntry {
  previous: { attendanceUpTo: string | null; baseSalaryPaise: number } | null;
  current: { attendanceUpTo: string | null } | null;
  nextExists: boolean;
}

/** Arbitrary constant: serialises the commits of salary chunks across instances (see lockSalaryLedger). */
const SALARY_LEDGER_LOCK_KEY = 531_947_208;

/** The previous, current and next records of these people around year/month: one query. */
export async function findLedger(
  db: Queryable,
  userIds: string[],
  year: number,
  month: number,
): Promise<Map<string, LedgerEntry>> {
  const ledger = new Map<string, LedgerEntry>(
    userIds.map((id) => [id, { previous: null, current: null, nextExists: false }]),
  );
  if (userIds.length === 0) return ledger;
  const prev = previousPeriod(year, month);
  const next = nextPeriod(year, month);
  const period = (p: { year: number; month: number }) =>
    and(eq(salaryRecords.periodYear, p.year), eq(salaryRecords.periodMonth, p.month));
  const rows = await db
    .select({
      userId: salaryRecords.userId,
      year: salaryRecords.periodYear,
      month: salaryRecords.periodMonth,
      attendanceUpTo: salaryRecords.attendanceUpTo,
      baseSalaryPaise: salaryRecords.baseSalaryPaise,
    })
    .from(salaryRecords)
    .where(
      and(anyUuid(salaryRecords.userId, userIds), or(period(prev), period({ year, month }), period(next))),
    );
  for (const row of rows) {
    const entry = ledger.get(row.userId)!;
    if (row.year === year && row.month === month) entry.current = { attendanceUpTo: row.attendanceUpTo };
    else if (row.year === next.year && row.month === next.month) entry.nextExists = true;
    else entry.previous = { attendanceUpTo: row.attendanceUpTo, baseSalaryPaise: row.baseSalaryPaise };
  }
  return ledger;
}

/** A stable text of the entries of these people, to see whether the ledger moved while payslips were made. */
export function ledgerFingerprint(ledger: Map<string, LedgerEntry>, userIds: string[]): string {
  return JSON.stringify([...userIds].sort().map((id) => [id, ledger.get(id) ?? null]));
}

/**
 * Taken inside a chunk's transaction before it re-reads the ledger and writes: one chunk at a time, on every
 * instance, may turn a month's presumed days into a correction, so no two batches can both take them.
 */
export async function lockSalaryLedger(tx: Queryable): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SALARY_LEDGER_LOCK_KEY}::bigint)`);
}
