// Bench databases: a fresh PostgreSQL database per run (dropped afterwards, even after a failure), opened
// and migrated as the server would before the people are seeded. Bench code only.
import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';

export type BenchDatabase = Awaited<ReturnType<typeof openDatabase>>;

export function openBenchDatabase(databaseUrl: string): Promise<BenchDatabase> {
  return openDatabase({ databaseUrl, pgliteDir: undefined, poolSize: 5 });
}

export async function closeDatabase(handle: BenchDatabase): Promise<void> {
  await handle.close();
}

const created = new Set<() => Promise<void>>();

/** Drops every database postgresDb made that is still there (call it when a bench fails). */
export async function dropLeftoverDatabases(): Promise<void> {
  for (const drop of created) await drop().catch(() => undefined);
}

/** A database of its own on the PostgreSQL server at `base`, dropped by `drop()`. */
export async function postgresDb(
  base: string,
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  // An unquoted identifier: a label such as 'money-queues' becomes money_queues.
  const name = `hrms_bench_${label.toLowerCase().replace(/[^a-z0-9_]/g, '_')}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const drop = async () => {
    created.delete(drop);
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  created.add(drop);
  return { url: url.toString(), drop };
}
