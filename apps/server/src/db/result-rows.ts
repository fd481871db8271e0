/**
 * The rows of a raw `db.execute(sql...)` result: node-postgres and PGlite both answer `{ rows }`, which
 * Drizzle's shared Queryable type does not show. One place for that cast.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
