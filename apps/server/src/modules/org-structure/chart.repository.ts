import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/result-rows.ts';
import { anyUuid } from '../../db/set-params.ts';
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

/** The rows of one statement answered as one JSON text (10,000 rows parse far faster than the wire's rows). */
async function jsonRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = await db.execute(
    sql`SELECT coalesce(json_agg(x), '[]'::json)::text AS list FROM (${query}) x`,
  );
  return JSON.parse(rowsOf<{ list: string }>(result)[0]!.list) as T[];
}

/** Still employed on `day` (issue 43): no last working day, or not before it, as the employee list reads it. */
const employedOn = (day: string) => sql`(u.left_on IS NULL OR u.left_on >= ${day}::date)`;

/**
 * Everyone on `day`, with their manager and names, in name order; with `current`, former employees (after their
 * last working day) are left out, as the org chart shows it.
 */
export async function everyoneOn(db: Queryable, day: string, current = false): Promise<NodeRow[]> {
  return jsonRows<NodeRow>(
    db,
    sql`WITH cur AS ${placementsOn(day)}
    SELECT ${nodeColumns}
    FROM users u LEFT JOIN cur ON cur.user_id = u.id ${nodeJoins}
    ${current ? sql`WHERE ${employedOn(day)}` : sql``}
    ORDER BY u.name, u.id`,
  );
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

/**
 * The people below `roots` on `day` (direct reports only, or everyone), each with the root whose team it is,
 * its depth and its current row's ids. Direct reports are an indexed read; everyone below repeats the step.
 */
function below(roots: readonly string[], scope: TeamScope, day: string): SQL {
  const step = sql`p.user_id, p.manager_id, p.department_id, p.designation_id, p.location_id`;
  return sql`down(root, id, manager_id, department_id, designation_id, location_id, depth) AS (
      SELECT p.manager_id, ${step}, 1 FROM person_placements p
      WHERE ${anyUuid(sql`p.manager_id`, roots)} AND ${currentOn('p', day)}
      ${
        scope === 'all'
          ? sql`UNION ALL
      SELECT down.root, ${step}, down.depth + 1 FROM down
      JOIN person_placements p ON p.manager_id = down.id AND ${currentOn('p', day)}
      WHERE down.depth < 10000`
          : sql``
      }
    )`;
}

/** A unit's name by its id, as a scalar subquery: no join for the planner to order (planning was most of "my team"). */
const unitName = (table: string, id: string) =>
  sql`(SELECT n.name FROM ${sql.raw(table)} n WHERE n.id = ${sql.raw(id)})`;

/**
 * A person's branch on `day`: themself, their manager chain up to the top, and everyone below them; former
 * employees other than the person are left out (issue 43).
 */
export async function branchOn(db: Queryable, personId: string, day: string): Promise<NodeRow[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE cur AS ${placementsOn(day)},
    ${below([personId], 'all', day)},
    up(id, depth) AS (
      SELECT ${personId}::uuid, 0
      UNION ALL
      SELECT cur.manager_id, up.depth + 1 FROM up JOIN cur ON cur.user_id = up.id
      WHERE cur.manager_id IS NOT NULL AND up.depth < 10000
    ),
    branch AS (SELECT id FROM up UNION SELECT id FROM down)
    SELECT ${nodeColumns}
    FROM branch b JOIN users u ON u.id = b.id LEFT JOIN cur ON cur.user_id = u.id ${nodeJoins}
    WHERE u.id = ${personId}::uuid OR ${employedOn(day)}
    ORDER BY u.name, u.id`);
  return rowsOf<NodeRow>(result);
}

export interface TeamRow extends NodeRow {
  /** The manager whose team the row is in (a batch reads several teams at once). */
  root: string;
  depth: number;
  todayStatus: string | null;
}

/**
 * The reports on `day` of each of `managerIds`, former employees left out (issue 43: the walk goes through them,
 * so the reports of someone who left still show) (one statement for the managers asking in one turn,
 * PlacementsService.team), with that day's attendance status (attendance's table, read only), in each
 * team's order: depth, name, id. Unit names are scalar subqueries, not joins: the statement is planned on
 * every call, and ordering seven joined relations took ~4 ms against 0.5 ms of execution.
 */
export async function teamsOn(
  db: Queryable,
  managerIds: readonly string[],
  scope: TeamScope,
  day: string,
): Promise<TeamRow[]> {
  return jsonRows<TeamRow>(
    db,
    sql`WITH RECURSIVE ${below(managerIds, scope, day)}
    SELECT down.root, u.id, u.name, u.employee_no AS "employeeNo", down.manager_id AS "managerId",
           ${unitName('departments', 'down.department_id')} AS department,
           ${unitName('designations', 'down.designation_id')} AS designation,
           ${unitName('locations', 'down.location_id')} AS location, down.depth,
           (SELECT a.status FROM attendance a WHERE a.user_id = u.id AND a.date = ${day}::date) AS "todayStatus"
    FROM down JOIN users u ON u.id = down.id
    WHERE ${employedOn(day)}
    ORDER BY down.root, down.depth, u.name, u.id`,
  );
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
