import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type DbHandle } from '../db/client.ts';
import { databaseUrlOf, onPostgresServer } from './postgres-server.ts';

/** When set, the server suite runs on a real PostgreSQL: one fresh database per test file. */
export const TEST_POSTGRES_URL = process.env.DATABASE_URL || undefined;

async function openPostgresTestDb(baseUrl: string): Promise<DbHandle> {
  const name = `hrms_test_${crypto.randomBytes(6).toString('hex')}`;
  // The migrated template from global-setup when this run made one (the server suite); else an empty database.
  const template = inject('postgresTemplate');
  await onPostgresServer(
    baseUrl,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  const handle = await openDatabase({ databaseUrl: databaseUrlOf(baseUrl, name), poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await onPostgresServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A migrated, empty database of the engine this run tests on. */
export async function openTestDatabase(): Promise<DbHandle> {
  if (TEST_POSTGRES_URL) return openPostgresTestDb(TEST_POSTGRES_URL);
  const template = fs.readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([template]) });
  return openDatabase({ pglite: client });
}
