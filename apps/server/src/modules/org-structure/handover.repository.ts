import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/result-rows.ts';
import { placementsOn } from './placements-on.repository.ts';

/**
 * A departing manager's reports move to `to` (their own manager, or nobody): today's reports get a row
 * from today, later rows that name the manager are changed in place. Answers the names of those moved.
 */
export async function handOver(
  tx: Queryable,
  {
    managerId,
    to,
    today,
    changedBy,
  }: { managerId: string; to: string | null; today: string; changedBy: string },
): Promise<string[]> {
  const moved = await tx.execute(sql`
    INSERT INTO person_placements (user_id, effective_from, department_id, designation_id, location_id, manager_id, changed_by)
    SELECT cur.user_id, ${today}::date, cur.department_id, cur.designation_id, cur.location_id, ${to}::uuid, ${changedBy}::uuid
    FROM ${placementsOn(today)} cur WHERE cur.manager_id = ${managerId}::uuid
    ON CONFLICT (user_id, effective_from) DO UPDATE SET manager_id = EXCLUDED.manager_id, changed_by = EXCLUDED.changed_by
    RETURNING user_id`);
  const later = await tx.execute(sql`
    UPDATE person_placements SET manager_id = ${to}::uuid
    WHERE manager_id = ${managerId}::uuid AND effective_from > ${today}::date
    RETURNING user_id`);
  const ids = [
    ...new Set(
      [...rowsOf<{ user_id: string }>(moved), ...rowsOf<{ user_id: string }>(later)].map((r) => r.user_id),
    ),
  ];
  if (ids.length === 0) return [];
  const names = await tx.execute(
    sql`SELECT name FROM users WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) ORDER BY name`,
  );
  return rowsOf<{ name: string }>(names).map((r) => r.name);
}
