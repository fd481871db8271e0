import { and, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { salaryRecords } from '../../../db/schema/index.ts';
import { anyUuid } from '../../../db/set-params.ts';
import { taxYearOf } from '../../statutory/index.ts';

/**
 * Gross, TDS and Professional Tax of each person's records of this tax year before this month. A record made before the
 * breakdown existed counts its amount plus its loss-of-pay correction as gross, and no TDS. Reimbursements
 * paid with a record (`nonTaxablePaise`, pay-inputs.ts) are not income and are left out. The PT is the old
 * regime's tax on employment so far (docs/payroll-statutory.md, "Tax on employment").
 */
export async function fySums(
  db: Queryable,
  userIds: string[],
  year: number,
  month: number,
): Promise<Map<string, { grossPaise: number; tdsPaise: number; ptPaise: number }>> {
  const sums = new Map<string, { grossPaise: number; tdsPaise: number; ptPaise: number }>();
  if (userIds.length === 0) return sums;
  const { fyStartYear } = taxYearOf(year, month);
  const ordinal = sql`${salaryRecords.periodYear} * 12 + ${salaryRecords.periodMonth}`;
  const rows = await db
    .select({
      userId: salaryRecords.userId,
      gross: sql<string>`sum(coalesce((${salaryRecords.payBreakdown}->>'grossPaise')::bigint, ${salaryRecords.amountPaise} + ${salaryRecords.lopAdjustmentPaise}) - coalesce((${salaryRecords.payBreakdown}->>'nonTaxablePaise')::bigint, 0))`,
      tds: sql<string>`sum(coalesce((select sum((line->>'paise')::bigint) from jsonb_array_elements(${salaryRecords.payBreakdown}->'deductions') line where line->>'code' = 'TDS'), 0))`,
      pt: sql<string>`sum(coalesce((select sum((line->>'paise')::bigint) from jsonb_array_elements(${salaryRecords.payBreakdown}->'deductions') line where line->>'code' = 'PT'), 0))`,
    })
    .from(salaryRecords)
    .where(
      and(
        anyUuid(salaryRecords.userId, userIds),
        gte(ordinal, fyStartYear * 12 + 4),
        lt(ordinal, year * 12 + month),
      ),
    )
    .groupBy(salaryRecords.userId);
  for (const row of rows)
    sums.set(row.userId, {
      grossPaise: Number(row.gross),
      tdsPaise: Number(row.tds),
      ptPaise: Number(row.pt),
    });
  return sums;
}
