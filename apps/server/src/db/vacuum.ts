import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Brings the planner's row counts and the visibility map up to date (PGlite has no autovacuum: the nightly
 * db-maintenance job and the demo generator call this). Outside any transaction: VACUUM refuses one.
 */
export async function vacuumAnalyze(db: Database): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE`);
}
