import fs from 'node:fs';
import path from 'node:path';
import { SECRET_FILES } from './manifest.ts';
import { openSession, pgliteDirOf } from './sql-session.ts';

function hasAnyFile(dir: string): boolean {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  return entries.some((entry) => !entry.isDirectory() || hasAnyFile(path.join(dir, entry.name)));
}

/**
 * Restore never merges into or overwrites an organisation: the data folder must hold no database, no stored
 * files and no secret, and with DATABASE_URL the database must hold no tables and no migrations.
 */
export async function assertEmptyTarget(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const problems: string[] = [];
  if (!databaseUrl && hasAnyFile(pgliteDirOf(dataDir)))
    problems.push(`${pgliteDirOf(dataDir)} holds a database`);
  if (hasAnyFile(path.join(dataDir, 'files'))) problems.push(`${path.join(dataDir, 'files')} holds files`);
  for (const name of SECRET_FILES)
    if (fs.existsSync(path.join(dataDir, name))) problems.push(`${path.join(dataDir, name)} exists`);
  if (databaseUrl) {
    const session = await openSession({ databaseUrl, dataDir });
    try {
      const [row] = await session.query<{ tables: number; migrations: boolean }>(
        `SELECT (SELECT count(*)::int FROM pg_tables WHERE schemaname = 'public') AS tables,
                to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS migrations`,
      );
      if (row && (row.tables > 0 || row.migrations))
        problems.push('the database at DATABASE_URL is not empty (it has tables)');
    } finally {
      await session.close();
    }
  }
  if (problems.length > 0)
    throw new Error(
      `Restore only loads into an empty data folder and database, and this target is not empty: ${problems.join('; ')}. ` +
        'Point DATA_DIR (and DATABASE_URL) at a new, empty place.',
    );
}
