import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Set-based statements for batches (issue 24): a list goes to the database as ONE jsonb parameter, so the
 * statement text is the same however many items a burst brings (no 1,000 placeholders to build and parse).
 */

/**
 * `column = ANY(ids)`, the ids sent as one jsonb parameter made an array first: the planner then sees a
 * list of values and walks the column's index for them, where `IN (SELECT ...)` hash-joined a whole scan
 * of the table (batched Home reads: a month of 1,000 people's attendance for 50 of them; the caller check
 * of every request: all of users for each batch of 100).
 */
export function anyUuid(column: AnyPgColumn | SQL, ids: readonly string[]): SQL {
  return sql`${column} = ANY(ARRAY(SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)))`;
}

/** One jsonb parameter holding the records (read with jsonb_to_recordset). */
export function jsonRecords(records: readonly object[]): SQL {
  return sql`${JSON.stringify(records)}::jsonb`;
}
