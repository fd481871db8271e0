import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/restore.ts';
import { loadConfig } from '../config/env.ts';
import { restrictNewFiles } from '../lib/data-dir-mode.ts';

/**
 * Loads a backup into an EMPTY data folder (and an empty database with DATABASE_URL): docs/operations.md.
 *   DATA_DIR=/srv/hrms/data npm run restore -- --in /backups/hrms-2026-11-21.tar.gz
 */
async function main(): Promise<void> {
  // What this tool writes (archive, data folder, database files) is its user's only: docs/security.md.
  restrictNewFiles();
  const { values } = parseArgs({ options: { in: { type: 'string' } } });
  if (!values.in) throw new Error('Usage: npm run restore -- --in <backup file> (into an empty DATA_DIR)');
  const config = loadConfig();
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.in);
  const manifest = await restoreBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, archive });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Restored ${archive} (made ${manifest.createdAt} by HRMS ${manifest.appVersion}) into ${config.dataDir}` +
      `${config.databaseUrl ? ' and DATABASE_URL' : ''}: ${rows} rows, ${manifest.files.length} files. Start the server.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
