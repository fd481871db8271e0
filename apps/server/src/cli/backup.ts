import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../backup/backup.ts';
import { loadConfig } from '../config/env.ts';
import { restrictNewFiles } from '../lib/data-dir-mode.ts';

/**
 * Writes one consistent archive of the organisation (database, stored files, JWT secret): docs/operations.md.
 *   npm run backup -- --out /backups/hrms-2026-11-21.tar.gz
 * With the embedded database the server must be stopped; with DATABASE_URL it runs online.
 */
function defaultName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return `hrms-backup-${stamp}.tar.gz`;
}

async function main(): Promise<void> {
  // What this tool writes (archive, data folder, database files) is its user's only: docs/security.md.
  restrictNewFiles();
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  // npm runs scripts from the package folder; a relative --out means the folder the operator typed it in.
  const base = process.env.INIT_CWD ?? process.cwd();
  const out = path.resolve(base, values.out ?? defaultName(new Date()));
  const manifest = await createBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, out });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backup written to ${out}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files ` +
      `(database: ${manifest.engine}, schema ${manifest.migrationHash.slice(0, 12)}).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
