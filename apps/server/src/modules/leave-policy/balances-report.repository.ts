import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/result-rows.ts';

/*
 * Everyone's ledger over a leave year in one statement (issue 42, the balances report): the days of each
 * kind by person and type, which balanceFigures adds up as it does for one person's balance.
 */
export interface LedgerSumRow {
  userId: string;
  type: string;
  kind: string;
  days: number;
}

export async function ledgerSumsBetween(db: Queryable, first: string, last: string): Promise<LedgerSumRow[]> {
  const result = await db.execute(sql`
    SELECT l.user_id, l.type, l.kind::text AS kind, sum(l.days_hundredths)::int AS hundredths
    FROM leave_ledger l WHERE l.date BETWEEN ${first}::date AND ${last}::date
    GROUP BY l.user_id, l.type, l.kind`);
  return rowsOf<{ user_id: string; type: string; kind: string; hundredths: number }>(result).map((row) => ({
    userId: row.user_id,
    type: row.type,
    kind: row.kind,
    days: Number(row.hundredths) / 100,
  }));
}

/** Everyone (the people a balance belongs to), by name: id, name and number. */
export async function everyoneByName(
  db: Queryable,
): Promise<{ id: string; name: string; employeeNo: number }[]> {
  const result = await db.execute(sql`SELECT u.id, u.name, u.employee_no FROM users u ORDER BY u.name, u.id`);
  return rowsOf<{ id: string; name: string; employee_no: number }>(result).map((row) => ({
    id: row.id,
    name: row.name,
    employeeNo: Number(row.employee_no),
  }));
}
