import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Brings the planner's row counts and the visibility map up to date. Outside any transaction: VACUUM refuses one. */
export async function vacuumAnalyze(db: Database): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE`);
}
