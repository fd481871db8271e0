import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { AppMetrics } from '../lib/metrics.ts';
import type { SocketRealtime } from '../realtime/realtime.ts';

/** Every answer is counted and timed by its route pattern (`/api/tasks/:id`, never the id: bounded labels). */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** node-postgres' pool behind Drizzle (PostgreSQL), or null on the embedded PGlite (one connection, no pool). */
function poolOf(db: Database): PoolLike | null {
  const client = (db as unknown as { $client?: Partial<PoolLike> }).$client;
  return client && typeof client.totalCount === 'number' ? (client as PoolLike) : null;
}

/** Gauges read at scrape time: sockets connected and, on PostgreSQL only, the connection pool and its queue. */
export function registerRuntimeGauges(
  metrics: AppMetrics,
  { realtime, db }: { realtime: SocketRealtime; db: Database },
): void {
  metrics.gauge('hrms_sockets_connected', 'Realtime sockets connected to this instance', () =>
    realtime.connectedCount(),
  );
  const pool = poolOf(db);
  if (!pool) return;
  metrics.gauge('hrms_db_pool_connections', 'PostgreSQL pool connections open', () => pool.totalCount);
  metrics.gauge('hrms_db_pool_idle', 'PostgreSQL pool connections idle', () => pool.idleCount);
  metrics.gauge(
    'hrms_db_pool_waiting',
    'Queries waiting for a PostgreSQL pool connection',
    () => pool.waitingCount,
  );
}
