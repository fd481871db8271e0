import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { rupeesToPaise } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { salaryRecords, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/paging.ts';
import { recordColumns, type SalaryRow } from './payroll.repository.ts';

/**
 * A page's sort key, in listSalaryRows' order plus the record id to break ties: the generation instant
 * as PostgreSQL's own text (microseconds kept), the period, the name, the id.
 */
export type SalaryKey = [generatedAt: string, year: number, month: number, name: string, id: string];
export type KeyedSalaryRow = SalaryRow & { key: SalaryKey };

/** What the list is narrowed by: the name/e-mail search, the status, the net pay's range in rupees. */
export interface SalaryFilterQuery {
  q?: string | undefined;
  status?: 'Generated' | 'Paid' | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
}

const matching = ({ q, status, minAmount, maxAmount }: SalaryFilterQuery): SQL | undefined =>
  and(
    q ? or(ilike(users.name, containsPattern(q)), ilike(users.email, containsPattern(q))) : undefined,
    status ? eq(salaryRecords.status, status) : undefined,
    minAmount === undefined ? undefined : gte(salaryRecords.amountPaise, rupeesToPaise(minAmount)),
    maxAmount === undefined ? undefined : lte(salaryRecords.amountPaise, rupeesToPaise(maxAmount)),
  );

/** Everyone's salary records matching the filter, newest first, after `after`, at most `limit` when given (docs/paging.md). */
export async function salaryPage(
  db: Queryable,
  filter: SalaryFilterQuery,
  after: SalaryKey | null,
  limit: number | null,
): Promise<KeyedSalaryRow[]> {
  const start = after
    ? sql`((${salaryRecords.generatedAt}, ${salaryRecords.periodYear}, ${salaryRecords.periodMonth}) < (${after[0]}::timestamptz, ${after[1]}::int, ${after[2]}::int)
          OR ((${salaryRecords.generatedAt}, ${salaryRecords.periodYear}, ${salaryRecords.periodMonth}) = (${after[0]}::timestamptz, ${after[1]}::int, ${after[2]}::int)
              AND (${users.name}, ${salaryRecords.id}) > (${after[3]}, ${after[4]}::uuid)))`
    : undefined;
  const query = db
    .select({
      ...recordColumns,
      generatedAtKey: sql<string>`${salaryRecords.generatedAt}::text`,
      periodYear: salaryRecords.periodYear,
      periodMonth: salaryRecords.periodMonth,
    })
    .from(salaryRecords)
    .innerJoin(users, eq(users.id, salaryRecords.userId))
    .where(and(matching(filter), start))
    .orderBy(
      desc(salaryRecords.generatedAt),
      desc(salaryRecords.periodYear),
      desc(salaryRecords.periodMonth),
      asc(users.name),
      asc(salaryRecords.id),
    );
  const rows = limit === null ? await query : await query.limit(limit);
  return rows.map(({ generatedAtKey, periodYear, periodMonth, ...row }) => ({
    ...row,
    key: [generatedAtKey, periodYear, periodMonth, row.employeeName, row.id],
  }));
}

export function countSalaryRows(db: Queryable, filter: SalaryFilterQuery): Promise<number> {
  const query = db.select({ n: count() }).from(salaryRecords);
  const where = matching(filter);
  return (where ? query.innerJoin(users, eq(users.id, salaryRecords.userId)).where(where) : query).then(
    (rows) => rows[0]?.n ?? 0,
  );
}
