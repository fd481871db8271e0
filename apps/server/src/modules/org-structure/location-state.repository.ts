import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/result-rows.ts';
import { anyUuid } from '../../db/set-params.ts';

/*
 * The state a person works in on a day, from their location (issue 42, "Rules that read the structure";
 * docs/payroll-statutory.md, "Professional Tax by location"): the location of their placement in force on
 * that day, if it names a state of its own. Null when they have no placement on that day, their placement
 * names no location, or the location has no state (the migration's "Head office"): then the payroll
 * profile's work state, else the payroll settings' default, applies as before.
 */

/** The state of `userId`'s location on `day`, as a scalar subquery (null as above). */
export function locationStateOn(userId: SQLWrapper, day: SQL): SQL<string | null> {
  return sql<string | null>`(
    SELECT l.state FROM person_placements p LEFT JOIN locations l ON l.id = p.location_id
    WHERE p.user_id = ${userId} AND p.effective_from <= ${day}
    ORDER BY p.effective_from DESC LIMIT 1)`;
}

/** Each listed person's location state on `day`; people whose state is null are left out. */
export async function locationStatesOn(
  db: Queryable,
  userIds: readonly string[],
  day: string,
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT x.id, x.state FROM (
      SELECT u.id, ${locationStateOn(sql`u.id`, sql`${day}::date`)} AS state
      FROM users u WHERE ${anyUuid(sql`u.id`, userIds)}) x
    WHERE x.state IS NOT NULL`);
  return new Map(rowsOf<{ id: string; state: string }>(result).map((row) => [row.id, row.state]));
}
