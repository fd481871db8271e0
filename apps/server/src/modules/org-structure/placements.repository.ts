import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personPlacements, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/result-rows.ts';
import { placementsOn } from './placements-on.repository.ts';

/* A person's dated placements: reads, writes and the reporting-loop check (rules in placements.service.ts). */

export interface PlacementIds {
  departmentId: string | null;
  designationId: string | null;
  locationId: string | null;
  managerId: string | null;
}

const ids = {
  departmentId: personPlacements.departmentId,
  designationId: personPlacements.designationId,
  locationId: personPlacements.locationId,
  managerId: personPlacements.managerId,
};

/** The person's values on `day` (all null without a row on or before it). */
export async function placementOn(db: Queryable, userId: string, day: string): Promise<PlacementIds> {
  const [row] = await db
    .select(ids)
    .from(personPlacements)
    .where(and(eq(personPlacements.userId, userId), lte(personPlacements.effectiveFrom, day)))
    .orderBy(desc(personPlacements.effectiveFrom))
    .limit(1);
  return row ?? { departmentId: null, designationId: null, locationId: null, managerId: null };
}

/** The date of the person's next row after `day`, if any: a change holds until then. */
export async function nextChangeAfter(db: Queryable, userId: string, day: string): Promise<string | null> {
  const [row] = await db
    .select({ from: personPlacements.effectiveFrom })
    .from(personPlacements)
    .where(and(eq(personPlacements.userId, userId), gt(personPlacements.effectiveFrom, day)))
    .orderBy(asc(personPlacements.effectiveFrom))
    .limit(1);
  return row?.from ?? null;
}

/** Writes the person's values from `effectiveFrom` (a second change on the same date replaces the first). */
export async function savePlacement(
  tx: Queryable,
  row: PlacementIds & { userId: string; effectiveFrom: string; changedBy: string | null },
): Promise<void> {
  const { userId: _userId, effectiveFrom: _from, ...values } = row;
  await tx
    .insert(personPlacements)
    .values(row)
    .onConflictDoUpdate({
      target: [personPlacements.userId, personPlacements.effectiveFrom],
      set: { ...values, createdAt: sql`now()` },
    });
}

/**
 * The reporting loop `person` would close by reporting to `manager` from `from` (until `until`, the person's
 * next change, exclusive): ONE recursive query walks up from the manager on that date and on every later
 * date someone's placement changes, and answers the names from the manager up to the person, or null.
 */
export async function loopThrough(
  db: Queryable,
  personId: string,
  managerId: string,
  from: string,
  until: string | null,
): Promise<string[] | null> {
  const result = await db.execute(sql`
    WITH RECURSIVE days AS (
      SELECT ${from}::date AS day
      UNION
      SELECT DISTINCT effective_from FROM person_placements
      WHERE effective_from > ${from}::date ${until ? sql`AND effective_from < ${until}::date` : sql``}
    ),
    up(day, id, names, depth) AS (
      SELECT d.day, u.id, ARRAY[u.name], 0 FROM days d JOIN users u ON u.id = ${managerId}::uuid
      UNION ALL
      SELECT up.day, m.id, up.names || m.name, up.depth + 1
      FROM up
      JOIN LATERAL (
        SELECT p.manager_id FROM person_placements p
        WHERE p.user_id = up.id AND p.effective_from <= up.day
        ORDER BY p.effective_from DESC LIMIT 1
      ) step ON step.manager_id IS NOT NULL
      JOIN users m ON m.id = step.manager_id
      WHERE up.id <> ${personId}::uuid AND up.depth < 10000
    )
    SELECT names FROM up WHERE id = ${personId}::uuid ORDER BY day, depth LIMIT 1`);
  return rowsOf<{ names: string[] }>(result)[0]?.names ?? null;
}

export interface HistoryRow {
  effectiveFrom: string;
  departmentId: string | null;
  department: string | null;
  designationId: string | null;
  designation: string | null;
  locationId: string | null;
  location: string | null;
  managerId: string | null;
  manager: string | null;
}

/** Every row of the person, oldest first, with the names (archived units keep theirs). */
export async function historyOf(db: Queryable, userId: string): Promise<HistoryRow[]> {
  const result = await db.execute(sql`
    SELECT p.effective_from::text AS "effectiveFrom",
           p.department_id AS "departmentId", d.name AS department,
           p.designation_id AS "designationId", g.name AS designation,
           p.location_id AS "locationId", l.name AS location,
           p.manager_id AS "managerId", m.name AS manager
    FROM person_placements p
    LEFT JOIN departments d ON d.id = p.department_id
    LEFT JOIN designations g ON g.id = p.designation_id
    LEFT JOIN locations l ON l.id = p.location_id
    LEFT JOIN users m ON m.id = p.manager_id
    WHERE p.user_id = ${userId}::uuid
    ORDER BY p.effective_from`);
  return rowsOf<HistoryRow>(result);
}

/** Whether `viewer` is above `person` in the tree on `day` (their manager, or their manager's, ...). */
export async function isAbove(
  db: Queryable,
  viewerId: string,
  personId: string,
  day: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    WITH RECURSIVE cur AS ${placementsOn(day)},
    up(id, depth) AS (
      SELECT manager_id, 1 FROM cur WHERE user_id = ${personId}::uuid AND manager_id IS NOT NULL
      UNION ALL
      SELECT cur.manager_id, up.depth + 1 FROM up JOIN cur ON cur.user_id = up.id
      WHERE cur.manager_id IS NOT NULL AND up.id <> ${viewerId}::uuid AND up.depth < 10000
    )
    SELECT EXISTS (SELECT 1 FROM up WHERE id = ${viewerId}::uuid) AS above`);
  return rowsOf<{ above: boolean }>(result)[0]?.above ?? false;
}

/** Structure changes queue one behind another (a transaction-scoped lock), so two moves cannot close a loop together. */
export async function lockPlacements(tx: Queryable): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('org-structure.placements'))`);
}

/** A person's name ('' when gone): the chain in a loop's message. */
export async function personName(db: Queryable, personId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, personId));
  return row?.name ?? '';
}
