import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DbHandle } from '../db/client.ts';

/** When set, the server suite runs on a real PostgreSQL: one fresh database per test file. */
export const TEST_POSTGRES_URL = process.env.DATABASE_URL || undefined;

async function openPostgresTestDb(baseUrl: string): Promise<DbHandle> {
  const name = `hrms_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  // The migrated template from global-setup when this run made one (the server suite); else an empty database.
  const template = inject('postgresTemplate');
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
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
