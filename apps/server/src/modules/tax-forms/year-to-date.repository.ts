import { and, eq, inArray, min, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { salaryRecords, taxYearToDate } from '../../db/schema/index.ts';

/** Year-to-date paid elsewhere (issue 43): the import's rows and their sums per person. */
export type YearToDateRow = typeof taxYearToDate.$inferSelect;
export type YearToDateValues = Pick<
  YearToDateRow,
  'userId' | 'taxYear' | 'month' | 'grossPaise' | 'tdsPaise' | 'pfPaise' | 'ptPaise'
>;

/** Every stored row of a tax year (the import compares a file with them). */
export function yearToDateOfYear(db: Queryable, taxYear: number): Promise<YearToDateRow[]> {
  return db.select().from(taxYearToDate).where(eq(taxYearToDate.taxYear, taxYear));
}

/** Gross, TDS and Professional Tax per person over a tax year, for some people. */
export async function yearToDateSums(
  db: Queryable,
  userIds: readonly string[],
  taxYear: number,
): Promise<Map<string, { grossPaise: number; tdsPaise: number; ptPaise: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: taxYearToDate.userId,
      grossPaise: sql<string>`sum(${taxYearToDate.grossPaise})`,
      tdsPaise: sql<string>`sum(${taxYearToDate.tdsPaise})`,
      ptPaise: sql<string>`sum(${taxYearToDate.ptPaise})`,
    })
    .from(taxYearToDate)
    .where(and(eq(taxYearToDate.taxYear, taxYear), inArray(taxYearToDate.userId, [...userIds])))
    .groupBy(taxYearToDate.userId);
  return new Map(
    rows.map((r) => [
      r.userId,
      { grossPaise: Number(r.grossPaise), tdsPaise: Number(r.tdsPaise), ptPaise: Number(r.ptPaise) },
    ]),
  );
}

/** Each person's first payslip here, as 'YYYY-MM' (any salary record, finalised or not). */
export async function firstSlipMonths(db: Queryable): Promise<Map<string, string>> {
  const rows = await db
    .select({
      userId: salaryRecords.userId,
      first: min(sql<number>`${salaryRecords.periodYear} * 12 + ${salaryRecords.periodMonth} - 1`),
    })
    .from(salaryRecords)
    .groupBy(salaryRecords.userId);
  return new Map(
    rows.map((r) => {
      const ordinal = Number(r.first);
      const month = String((ordinal % 12) + 1).padStart(2, '0');
      return [r.userId, `${Math.floor(ordinal / 12)}-${month}`];
    }),
  );
}

/** Writes the rows (a person's month replaced), in the import's transaction. */
export async function saveYearToDate(tx: Queryable, rows: readonly YearToDateValues[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await tx
      .insert(taxYearToDate)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [taxYearToDate.userId, taxYearToDate.month],
        set: {
          grossPaise: sql`excluded.gross_paise`,
          tdsPaise: sql`excluded.tds_paise`,
          pfPaise: sql`excluded.pf_paise`,
          ptPaise: sql`excluded.pt_paise`,
          taxYear: sql`excluded.tax_year`,
          updatedAt: new Date(),
        },
      });
}
