import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/result-rows.ts';
import { users } from '../../db/schema/index.ts';
import type { TeamScope } from '@hrms/shared';
import { placementsOn } from './placements-on.repository.ts';

/* The org chart's and "my team"'s reads: one statement each, names only (no pay, documents or ids). */

export interface NodeRow {
  id: string;
  name: string;
  employeeNo: number;
  managerId: string | null;
  department: string | null;
  designation: string | null;
  location: string | null;
}

const nodeColumns = sql`
  u.id, u.name, u.employee_no AS "employeeNo", cur.manager_id AS "managerId",
  d.name AS department, g.name AS designation, l.name AS location`;

const nodeJoins = sql`
  LEFT JOIN departments d ON d.id = cur.department_id
  LEFT JOIN designations g ON g.id = cur.designation_id
  LEFT JOIN locations l ON l.id = cur.location_id`;

/** Everyone on `day`, with their manager and names, in name order. */
export async function everyoneOn(db: Queryable, day: string): Promise<NodeRow[]> {
  const result = await db.execute(sql`
    WITH cur AS ${placementsOn(day)}
    SELECT ${nodeColumns}
    FROM users u LEFT JOIN cur ON cur.user_id = u.id ${nodeJoins}
    ORDER BY u.name, u.id`);
  return rowsOf<NodeRow>(result);
}

/**
 * A placement row that is its person's current one on `day` (no later row of theirs on or before it). With
 * the (user_id, effective_from) index this is a probe per row, so walking down from a manager reads only
 * the rows that name someone in the team (person_placements_manager_idx), never the whole table.
 */
const currentOn = (row: string, day: string) => sql`${sql.raw(row)}.effective_from <= ${day}::date
  AND NOT EXISTS (
    SELECT 1 FROM person_placements later
    WHERE later.user_id = ${sql.raw(row)}.user_id
      AND later.effective_from > ${sql.raw(row)}.effective_from AND later.effective_from <= ${day}::date
  )`;

/** The people below `managerId` on `day` (direct reports only, or everyone), with their depth and current row. */
function below(managerId: string, scope: TeamScope, day: string): SQL {
  return sql`down(id, depth, row_id) AS (
      SELECT p.user_id, 1, p.id FROM person_placements p
      WHERE p.manager_id = ${managerId}::uuid AND ${currentOn('p', day)}
      ${
        scope === 'all'
          ? sql`UNION ALL
      SELECT p.user_id, down.depth + 1, p.id FROM down
      JOIN person_placements p ON p.manager_id = down.id AND ${currentOn('p', day)}
      WHERE down.depth < 10000`
          : sql``
      }
    )`;
}

/** A person's branch on `day`: themself, their manager chain up to the top, and everyone below them. */
export async function branchOn(db: Queryable, personId: string, day: string): Promise<NodeRow[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE cur AS ${placementsOn(day)},
    ${below(personId, 'all', day)},
    up(id, depth) AS (
      SELECT ${personId}::uuid, 0
      UNION ALL
      SELECT cur.manager_id, up.depth + 1 FROM up JOIN cur ON cur.user_id = up.id
      WHERE cur.manager_id IS NOT NULL AND up.depth < 10000
    ),
    branch AS (SELECT id FROM up UNION SELECT id FROM down)
    SELECT ${nodeColumns}
    FROM branch b JOIN users u ON u.id = b.id LEFT JOIN cur ON cur.user_id = u.id ${nodeJoins}
    ORDER BY u.name, u.id`);
  return rowsOf<NodeRow>(result);
}

export interface TeamRow extends NodeRow {
  depth: number;
  todayStatus: string | null;
}

/** The manager's reports on `day` with that day's attendance status (attendance's table, read only). */
export async function teamOn(
  db: Queryable,
  managerId: string,
  scope: TeamScope,
  day: string,
): Promise<TeamRow[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE ${below(managerId, scope, day)}
    SELECT u.id, u.name, u.employee_no AS "employeeNo", cur.manager_id AS "managerId",
           d.name AS department, g.name AS designation, l.name AS location, down.depth, a.status AS "todayStatus"
    FROM down JOIN users u ON u.id = down.id JOIN person_placements cur ON cur.id = down.row_id ${nodeJoins}
    LEFT JOIN attendance a ON a.user_id = u.id AND a.date = ${day}::date
    ORDER BY down.depth, u.name, u.id`);
  return rowsOf<TeamRow>(result);
}

export interface PlacementNamesRow {
  id: string;
  department: string | null;
  designation: string | null;
  location: string | null;
  manager: string | null;
}

/** The listed people's values on `day`, by name (the employee list's columns). */
export async function namesOn(
  db: Queryable,
  ids: readonly string[],
  day: string,
): Promise<PlacementNamesRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    SELECT cur.user_id AS id, d.name AS department, g.name AS designation, l.name AS location, m.name AS manager
    FROM ${placementsOn(day)} cur ${nodeJoins}
    LEFT JOIN users m ON m.id = cur.manager_id
    WHERE cur.user_id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return rowsOf<PlacementNamesRow>(result);
}

export interface StructureFilter {
  departmentId?: string | undefined;
  designationId?: string | undefined;
  locationId?: string | undefined;
  managerId?: string | undefined;
}

/** A condition on the people list's `users.id`: placed on `day` as the filter says; undefined for no filter. */
export function placedAs(userId: SQLWrapper, filter: StructureFilter, day: string): SQL | undefined {
  const conditions = [
    filter.departmentId && sql`cur.department_id = ${filter.departmentId}::uuid`,
    filter.designationId && sql`cur.designation_id = ${filter.designationId}::uuid`,
    filter.locationId && sql`cur.location_id = ${filter.locationId}::uuid`,
    filter.managerId && sql`cur.manager_id = ${filter.managerId}::uuid`,
  ].filter((c): c is SQL => Boolean(c));
  if (conditions.length === 0) return undefined;
  return sql`${userId} IN (SELECT cur.user_id FROM ${placementsOn(day)} cur WHERE ${sql.join(conditions, sql` AND `)})`;
}

/** The employee list's structure filter, as a condition on users.id (people.list.ts). */
export function peopleFilter(filter: StructureFilter, day: string): SQL | undefined {
  return placedAs(users.id, filter, day);
}
