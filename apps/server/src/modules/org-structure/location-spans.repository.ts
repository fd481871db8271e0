import { sql } from 'drizzle-orm';
import type { LocationSpan, PersonUnits } from '@hrms/shared';
import { placementsOn } from './placements-on.repository.ts';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/result-rows.ts';
import { anyUuid } from '../../db/set-params.ts';

/*
 * Where each person works over a range of dates (issue 42, calendars per location): the placement in
 * force on `from` and every later one up to `to`, oldest first. One statement for a whole payroll chunk
 * or the absentee run's people; the work calendar turns it into each person's calendar.
 */
export async function locationSpansBetween(
  db: Queryable,
  userIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, LocationSpan[]>> {
  const spans = new Map<string, LocationSpan[]>();
  if (userIds.length === 0) return spans;
  const result = await db.execute(sql`
    SELECT p.user_id, p.effective_from::text AS effective_from, p.location_id FROM person_placements p
    WHERE ${anyUuid(sql`p.user_id`, userIds)} AND p.effective_from <= ${to}::date
      AND p.effective_from >= coalesce((
        SELECT max(q.effective_from) FROM person_placements q
        WHERE q.user_id = p.user_id AND q.effective_from <= ${from}::date), '-infinity'::date)
    ORDER BY p.user_id, p.effective_from`);
  for (const row of rowsOf<{ user_id: string; effective_from: string; location_id: string | null }>(result)) {
    const list = spans.get(row.user_id) ?? [];
    list.push({ from: row.effective_from, locationId: row.location_id });
    spans.set(row.user_id, list);
  }
  return spans;
}

/** Each listed person's department and location on `day` (ids and names): reports' subtotals (issue 42). */
export async function unitsOn(
  db: Queryable,
  userIds: readonly string[],
  day: string,
): Promise<Map<string, PersonUnits>> {
  const units = new Map<string, PersonUnits>();
  if (userIds.length === 0) return units;
  const result = await db.execute(sql`
    SELECT cur.user_id, d.id AS department_id, d.name AS department, l.id AS location_id, l.name AS location
    FROM ${placementsOn(day)} cur
    LEFT JOIN departments d ON d.id = cur.department_id
    LEFT JOIN locations l ON l.id = cur.location_id
    WHERE ${anyUuid(sql`cur.user_id`, userIds)}`);
  type Row = {
    user_id: string;
    department_id: string | null;
    department: string | null;
    location_id: string | null;
    location: string | null;
  };
  for (const row of rowsOf<Row>(result))
    units.set(row.user_id, {
      department: row.department_id ? { id: row.department_id, name: row.department! } : null,
      location: row.location_id ? { id: row.location_id, name: row.location! } : null,
    });
  return units;
}
