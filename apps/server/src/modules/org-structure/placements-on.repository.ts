import { sql, type SQL } from 'drizzle-orm';

/*
 * SQL pieces every query of the structure shares (docs/organisation.md). A person's values on a day are
 * the placement row with the latest effective_from on or before it: "current" means on today's date in
 * the organisation's timezone, which the caller passes (the clock is injectable, so never CURRENT_DATE).
 */

/** One row per person who has a placement on `day`: user_id, effective_from, the four ids. */
export function placementsOn(day: string): SQL {
  return sql`(
    SELECT DISTINCT ON (p.user_id) p.user_id, p.effective_from, p.department_id, p.designation_id,
           p.location_id, p.manager_id
    FROM person_placements p
    WHERE p.effective_from <= ${day}::date
    ORDER BY p.user_id, p.effective_from DESC
  )`;
}

/** The placement column naming each unit kind (a fixed map: never built from input). */
export const UNIT_COLUMN = {
  department: sql.raw('department_id'),
  designation: sql.raw('designation_id'),
  location: sql.raw('location_id'),
} as const;

export const UNIT_TABLE = {
  department: sql.raw('departments'),
  designation: sql.raw('designations'),
  location: sql.raw('locations'),
} as const;
