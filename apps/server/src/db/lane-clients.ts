import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { isBackground, StatementLanes } from './background-lane.ts';

/**
 * PGlite runs one statement (or transaction) at a time, in arrival order: background work's calls wait
 * for their lane so that requests go first (background-lane.ts). Statements inside a transaction use the
 * transaction's own handle and are not counted again.
 */
export function laneStatements(client: PGlite, lanes = new StatementLanes()): void {
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
export function laneConnections(pool: pg.Pool, lanes = new StatementLanes()): void {
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
