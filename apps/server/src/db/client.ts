import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PrivateNodeFS } from './private-nodefs.ts';
import { laneConnections, laneStatements } from './lane-clients.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type every repository takes: PGlite and node-postgres share it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Tx;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

/** Arbitrary constant: serialises migrations when several instances start at once on PostgreSQL. */
const MIGRATION_LOCK_KEY = 724_031_559;

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; in memory when neither it nor `pglite` is given. */
  pgliteDir?: string | undefined;
  /** An already created PGlite (tests load a migrated template into one). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DbHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  let client = options.pglite;
  if (!client) {
    if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true, mode: 0o700 });
    client = options.pgliteDir
      ? await PGlite.create({ fs: new PrivateNodeFS(options.pgliteDir) })
      : await PGlite.create();
  }
  laneStatements(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  const pgliteClient = client;
  return { db, kind: 'pglite', close: () => pgliteClient.close() };
}

async function openPostgres(connectionString: string, max: number): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle pooled connection can be cut by the server (restart, failover, pg_terminate_backend). node-postgres
  // reports that as an 'error' event on the pool, which would crash the process without a listener; the pool
  // simply replaces the connection, so it is logged, not fatal.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
  laneConnections(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
