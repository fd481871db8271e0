import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { departments, designations, locations, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/result-rows.ts';
import type { OrgUnitKind } from '@hrms/shared';
import { placementsOn, UNIT_COLUMN, UNIT_TABLE } from './placements-on.repository.ts';

/* Queries of departments, designations and locations (the rules are in units.service.ts). */

export type DepartmentRow = { id: string; name: string; headId: string | null; headName: string | null };
export type DesignationRow = { id: string; name: string };
export type LocationRow = typeof locations.$inferSelect;

const live = { department: departments, designation: designations, location: locations } as const;

export function listDepartments(db: Queryable, id?: string): Promise<DepartmentRow[]> {
  return db
    .select({ id: departments.id, name: departments.name, headId: departments.headId, headName: users.name })
    .from(departments)
    .leftJoin(users, eq(users.id, departments.headId))
    .where(and(isNull(departments.archivedAt), id ? eq(departments.id, id) : undefined))
    .orderBy(asc(sql`lower(${departments.name})`));
}

export function listDesignations(db: Queryable, id?: string): Promise<DesignationRow[]> {
  return db
    .select({ id: designations.id, name: designations.name })
    .from(designations)
    .where(and(isNull(designations.archivedAt), id ? eq(designations.id, id) : undefined))
    .orderBy(asc(sql`lower(${designations.name})`));
}

export function listLocations(db: Queryable, id?: string): Promise<LocationRow[]> {
  return db
    .select()
    .from(locations)
    .where(and(isNull(locations.archivedAt), id ? eq(locations.id, id) : undefined))
    .orderBy(asc(locations.createdAt), asc(sql`lower(${locations.name})`));
}

/** How many people each unit has on `day`, by kind and id, in one statement. */
export async function headCounts(db: Queryable, day: string): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    WITH cur AS ${placementsOn(day)}
    SELECT 'department' AS kind, department_id::text AS id, count(*)::int AS n FROM cur
      WHERE department_id IS NOT NULL GROUP BY department_id
    UNION ALL
    SELECT 'designation', designation_id::text, count(*)::int FROM cur
      WHERE designation_id IS NOT NULL GROUP BY designation_id
    UNION ALL
    SELECT 'location', location_id::text, count(*)::int FROM cur WHERE location_id IS NOT NULL GROUP BY location_id`);
  return new Map(
    rowsOf<{ kind: string; id: string; n: number }>(result).map((r) => [`${r.kind}:${r.id}`, r.n]),
  );
}

/** People the unit names on `day` or from a later date: a deletion is refused while any remain. */
export async function peopleUsing(
  db: Queryable,
  kind: OrgUnitKind,
  id: string,
  day: string,
): Promise<number> {
  const column = UNIT_COLUMN[kind];
  const result = await db.execute(sql`
    SELECT count(DISTINCT x.user_id)::int AS n FROM (
      SELECT user_id, ${column} AS unit FROM ${placementsOn(day)} cur
      UNION ALL
      SELECT user_id, ${column} FROM person_placements WHERE effective_from > ${day}::date
    ) x WHERE x.unit = ${id}::uuid`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Whether any placement, past ones included, names the unit (then it is archived, not deleted). */
export async function namedInHistory(db: Queryable, kind: OrgUnitKind, id: string): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT EXISTS (SELECT 1 FROM person_placements WHERE ${UNIT_COLUMN[kind]} = ${id}::uuid) AS used`,
  );
  return rowsOf<{ used: boolean }>(result)[0]?.used ?? false;
}

/** Locks the live unit's row for the rest of the transaction; false when there is none. */
export async function lockUnit(tx: Queryable, kind: OrgUnitKind, id: string): Promise<boolean> {
  const result = await tx.execute(
    sql`SELECT id FROM ${UNIT_TABLE[kind]} WHERE id = ${id}::uuid AND archived_at IS NULL FOR UPDATE`,
  );
  return rowsOf(result).length > 0;
}

export async function removeUnit(tx: Queryable, kind: OrgUnitKind, id: string, archiveAt: Date | null) {
  const table = live[kind];
  if (archiveAt) await tx.update(table).set({ archivedAt: archiveAt }).where(eq(table.id, id));
  else await tx.delete(table).where(eq(table.id, id));
}

export async function insertDepartment(tx: Queryable, values: { name: string; headId: string | null }) {
  const [row] = await tx.insert(departments).values(values).returning({ id: departments.id });
  return row!.id;
}

export async function updateDepartment(
  tx: Queryable,
  id: string,
  values: { name: string; headId?: string | null },
  at: Date,
) {
  await tx
    .update(departments)
    .set({ ...values, updatedAt: at })
    .where(eq(departments.id, id));
}

export async function insertDesignation(tx: Queryable, name: string) {
  const [row] = await tx.insert(designations).values({ name }).returning({ id: designations.id });
  return row!.id;
}

export async function updateDesignation(tx: Queryable, id: string, name: string, at: Date) {
  await tx.update(designations).set({ name, updatedAt: at }).where(eq(designations.id, id));
}

export type LocationValues = Pick<
  LocationRow,
  'name' | 'state' | 'addressLine1' | 'addressLine2' | 'city' | 'pinCode'
>;

export async function insertLocation(tx: Queryable, values: LocationValues) {
  const [row] = await tx.insert(locations).values(values).returning({ id: locations.id });
  return row!.id;
}

export async function updateLocation(tx: Queryable, id: string, values: LocationValues, at: Date) {
  await tx
    .update(locations)
    .set({ ...values, updatedAt: at })
    .where(eq(locations.id, id));
}

/** Whether a person with this id exists (a department head, a manager). */
export async function personExists(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return Boolean(row);
}
