import { and, asc, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { salaryRecords } from '../../../db/schema/index.ts';
import { anyUuid } from '../../../db/set-params.ts';
import { monthKey, type ArrearsSource } from '../pay/arrears.ts';
import type { PayBreakdown } from '../pay/breakdown.ts';

const ordinalOf = (year: number, month: number) => year * 12 + month;

/**
 * Who can have arrears in a chunk: people with a revision, each from the month of their first one (a
 * revision changes no month before its date, and arrears are paid only in later months).
 */
export function arrearsScope(
  revisions: ReadonlyMap<string, readonly { effectiveFrom: string }[]>,
): Map<string, number> {
  const scope = new Map<string, number>();
  for (const [userId, list] of revisions) {
    const first = list[0]?.effectiveFrom;
    if (first) scope.set(userId, ordinalOf(Number(first.slice(0, 4)), Number(first.slice(5, 7))));
  }
  return scope;
}

/** These people's records since their first revision, other than this period's: one query (none if no one). */
export async function findArrearsRows(
  db: Queryable,
  scope: ReadonlyMap<string, number>,
  year: number,
  month: number,
) {
  if (scope.size === 0) return [];
  const ordinal = sql`${salaryRecords.periodYear} * 12 + ${salaryRecords.periodMonth}`;
  return db
    .select({
      userId: salaryRecords.userId,
      year: salaryRecords.periodYear,
      month: salaryRecords.periodMonth,
      label: salaryRecords.month,
      baseSalaryPaise: salaryRecords.baseSalaryPaise,
      finalised: sql<boolean>`${salaryRecords.finalisedAt} is not null`,
      payBreakdown: salaryRecords.payBreakdown,
    })
    .from(salaryRecords)
    .where(
      and(
        anyUuid(salaryRecords.userId, [...scope.keys()]),
        gte(ordinal, Math.min(...scope.values())),
        ne(ordinal, ordinalOf(year, month)),
        isNotNull(salaryRecords.payBreakdown),
      ),
    )
    .orderBy(asc(salaryRecords.userId), asc(salaryRecords.periodYear), asc(salaryRecords.periodMonth));
}
export type ArrearsRow = Awaited<ReturnType<typeof findArrearsRows>>[number];

/**
 * Per person: the finalised months before this period since their first revision, and what every other
 * record already paid as arrears for each month (regenerating this period leaves its own out, so it
 * recomputes rather than pays twice).
 */
export function arrearsSources(
  rows: readonly ArrearsRow[],
  scope: ReadonlyMap<string, number>,
  year: number,
  month: number,
): Map<string, ArrearsSource> {
  const sources = new Map<string, ArrearsSource>();
  for (const row of rows) {
    const from = scope.get(row.userId);
    if (from === undefined) continue;
    const pay = row.payBreakdown as PayBreakdown;
    const source: ArrearsSource = sources.get(row.userId) ?? { months: [], settled: new Map() };
    sources.set(row.userId, source);
    const ordinal = ordinalOf(row.year, row.month);
    if (row.finalised && ordinal >= from && ordinal < ordinalOf(year, month))
      source.months.push({
        year: row.year,
        month: row.month,
        label: row.label,
        baseSalaryPaise: row.baseSalaryPaise,
        pay,
      });
    for (const paid of pay.arrears ?? []) {
      const key = monthKey(paid.year, paid.month);
      const byCode = source.settled.get(key) ?? new Map<string, number>();
      source.settled.set(key, byCode);
      for (const line of paid.components) byCode.set(line.code, (byCode.get(line.code) ?? 0) + line.paise);
    }
  }
  return sources;
}
