import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../db/client.ts';
import type { MigrationEntry } from './manifest.ts';
import type { SqlSession } from './sql-session.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** This version's migrations, as drizzle records them (hash of each SQL file, in order). */
export function knownMigrations(): { hash: string }[] {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
}

/**
 * How many of this version's migrations the archive was made at. An archive made by a newer or different
 * version (a migration this version does not have) is refused: its rows may not fit this schema.
 */
export function archiveMigrationLevel(archive: MigrationEntry[]): number {
  const known = knownMigrations();
  const mismatch = archive.findIndex((entry, i) => known[i]?.hash !== entry.hash);
  if (mismatch >= 0 || archive.length > known.length)
    throw new Error(
      'This backup was made by a newer or different version of HRMS (its database migrations are not ' +
        'all known here). Restore it with the version that made it, or a later one.',
    );
  return archive.length;
}

async function migrate(session: SqlSession, folder: string): Promise<void> {
  if (session.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: session.client as PGlite }), { migrationsFolder: folder });
  } else {
    await migratePg(drizzlePg({ client: session.client as pg.Client }), { migrationsFolder: folder });
  }
}

/**
 * Applies this version's first `level` migrations only, so rows are loaded into exactly the schema they
 * were dumped from; the later migrations then upgrade them like any other database.
 */
export async function migrateTo(session: SqlSession, level: number, scratch: string): Promise<void> {
  const journalFile = path.join(MIGRATIONS_DIR, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as Journal;
  if (level >= journal.entries.length) return migrate(session, MIGRATIONS_DIR);
  const folder = path.join(scratch, 'migrations');
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, level);
  for (const entry of entries)
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  await migrate(session, folder);
}

export async function migrateToLatest(session: SqlSession): Promise<void> {
  await migrate(session, MIGRATIONS_DIR);
}
