import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { MIGRATIONS_DIR } from './client.ts';
import { rowsOf } from './result-rows.ts';

/** The newest migration this build ships: drizzle-kit's journal records each one's `when`. */
export function newestShippedMigration(dir = MIGRATIONS_DIR): number {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every migration of this build: Drizzle's migrator stores each applied
 * migration's `when` as `created_at` and applies those newer than the newest it has.
 */
export async function migrationsApplied(db: Database, newest = newestShippedMigration()): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT coalesce(max(created_at), 0)::text AS newest FROM drizzle.__drizzle_migrations`);
  const [row] = rowsOf<{ newest: string }>(result);
  return Number(row?.newest ?? 0) >= newest;
}
