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
import { isBackground, StatementLanes } from './background-lane.ts';
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
    if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
    client = options.pgliteDir ? await PGlite.create(options.pgliteDir) : await PGlite.create();
  }
  laneStatements(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  const pgliteClient = client;
  return { db, kind: 'pglite', close: () => pgliteClient.close() };
}

/**
 * PGlite runs one statement (or transaction) at a time, in arrival order: background work's calls wait
 * for their lane so that requests go first (background-lane.ts). Statements inside a transaction use the
 * transaction's own handle and are not counted again.
 */
function laneStatements(client: PGlite, lanes = new StatementLanes()): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) =>
    lanes.run(() => query(...args))) as PGlite['query'];
  client.exec = (...args) => lanes.run(() => exec(...args));
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    lanes.run(() => transaction(...args))) as PGlite['transaction'];
}

/**
 * On PostgreSQL the same lanes pace background work (its statements and the transactions it checks a
 * connection out for), so the batch's statements and the server's thread leave requests their share.
 * A connection checked out for a background transaction holds the turn until it is released.
 */
function laneConnections(pool: pg.Pool, lanes = new StatementLanes()): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) =>
    typeof args.at(-1) === 'function'
      ? query(...args)
      : lanes.run(() => query(...args))) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient>;
  pool.connect = (async (...args: unknown[]) => {
    if (args.length > 0 || !isBackground()) return connect(...args);
    const leave = await lanes.enter();
    try {
      const client = await connect();
      const release = client.release;
      client.release = (error?: Error | boolean) => {
        client.release = release;
        leave();
        return release.call(client, error);
      };
      return client;
    } catch (error) {
      leave();
      throw error;
    }
  }) as typeof pool.connect;
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
