import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisConnections } from '../../lib/redis.ts';
import { freePort, startProcess, type RunningProcess } from '../../test/processes.ts';
import { guessLimits } from './guess-throttle.ts';
import { RedisGuessThrottle } from './redis-guess-throttle.ts';

/** The shared counters' script against a real Redis (its own server on a free port, no data kept). */
let server: RunningProcess;
let redis: RedisConnections;
const limits = guessLimits({ perEmail: 5, perAddress: 50, windowMs: 60_000 }, 'pair');

beforeAll(async () => {
  const port = await freePort();
  server = startProcess('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    cwd: process.cwd(),
    env: process.env,
  });
  await server.waitFor(/Ready to accept connections/);
  redis = new RedisConnections(`redis://127.0.0.1:${port}`, 'test', { warn: () => undefined });
  await redis.ping();
});
afterAll(async () => {
  await redis?.close();
  await server?.stop();
});

describe('RedisGuessThrottle', () => {
  it('lets through at most the free attempts of 100 sent at once, then asks for the first delay', async () => {
    const throttle = new RedisGuessThrottle(redis, 'race', limits);
    const waits = await Promise.all(Array.from({ length: 100 }, () => throttle.attempt('a@x.in', '1.1.1.1')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    const refused = waits.filter((wait) => wait > 0);
    expect(refused).toHaveLength(95);
    expect(Math.max(...refused)).toBeLessThanOrEqual(60);
    // Another address is counted apart (account and address together).
    expect(await throttle.attempt('a@x.in', '2.2.2.2')).toBe(0);
  });

  it('starts again after a success, which does not count against the address', async () => {
    const throttle = new RedisGuessThrottle(redis, 'success', { ...limits, perAddress: 3 });
    for (let i = 0; i < 4; i += 1) {
      expect(await throttle.attempt('b@x.in', '3.3.3.3')).toBe(0);
      await throttle.recordSuccess('b@x.in', '3.3.3.3');
    }
    for (let i = 0; i < 3; i += 1) expect(await throttle.attempt(`c${i}@x.in`, '3.3.3.3')).toBe(0);
    expect(await throttle.attempt('d@x.in', '3.3.3.3')).toBeGreaterThan(0);
  });
});
