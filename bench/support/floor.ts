// The floor route (issue 24): what this stack answers at best, measured in the same process and run as
// the figures it is set beside. GET /api/auth/me is exactly that floor: the auth plugin verifies the
// JWT and reads the caller's users row by primary key (auth.repository.ts findLiveCaller, through the
// app's own database client, PGlite or PostgreSQL), and the handler answers it (five fields). Measured
// through app.inject like the figures it divides, at the same concurrency. Bench code only.
import type { App } from '../../apps/server/src/app.ts';
import { pct } from './measure.ts';

export const FLOOR_ROUTE = 'GET /api/auth/me';

export interface InjectRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
}

export interface Throughput {
  /** Completed requests per second over the whole run. */
  perSecond: number;
  /** A tenth of the answers came by then (a burst's first answers, when all start at once). */
  p10: number;
  p50: number;
  p99: number;
  count: number;
  /**
   * This process's CPU time per request (user + system, ms): less swayed than req/s by other work on a
   * shared machine. With PostgreSQL the database's own CPU is in another process and not counted.
   */
  cpuMs: number;
}

/**
 * Runs `requests` through app.inject with at most `concurrency` in flight (each worker takes the next
 * request when its answer arrives); every answer must be `ok`. Latencies in ms.
 */
export async function throughput(
  app: App,
  requests: readonly InjectRequest[],
  concurrency: number,
  ok = (status: number) => status === 200,
): Promise<Throughput> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const start = performance.now();
      const res = await app.inject(request);
      latencies.push(performance.now() - start);
      if (!ok(res.statusCode)) throw new Error(`${request.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  };
  const start = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: Math.min(concurrency, requests.length) }, worker));
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    perSecond: requests.length / seconds,
    p10: pct(latencies, 10),
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    count: requests.length,
    cpuMs: (used.user + used.system) / 1000 / requests.length,
  };
}

/** The floor at `concurrency`: `count` GET /api/auth/me, spread over the given callers' tokens (after a warm-up). */
export async function measureFloor(
  app: App,
  authorizations: readonly string[],
  concurrency: number,
  count: number,
): Promise<Throughput> {
  const requests = Array.from({ length: count }, (_, i) => ({
    method: 'GET' as const,
    url: '/api/auth/me',
    headers: { authorization: authorizations[i % authorizations.length]! },
  }));
  await throughput(app, requests.slice(0, Math.min(50, count)), concurrency);
  return throughput(app, requests, concurrency);
}

/** "0.42x" of the floor's throughput. */
export const ratio = (route: Throughput, floor: Throughput) =>
  `${(route.perSecond / floor.perSecond).toFixed(2)}x`;

/** "1,234/s". */
export const rate = (perSecondValue: number) => `${Math.round(perSecondValue).toLocaleString('en-US')}/s`;

export const perSecond = (t: Throughput) => rate(t.perSecond);
