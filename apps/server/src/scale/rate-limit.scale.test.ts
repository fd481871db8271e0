import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

/** The whole-API rate limit on Redis (REDIS_URL; scripts/test-scale.mjs provides it): instances count together. */
const config = (ctx: TestContext, remoteAddress: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/config', remoteAddress });

describe('with REDIS_URL', () => {
  it('instances share one count', async () => {
    const env = {
      RATE_LIMIT_MAX: '4',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `rl-test-${randomUUID().slice(0, 8)}`,
    };
    const a = await createTestApp({ env });
    const b = await createTestApp({ env });
    try {
      expect((await config(a, '198.51.100.4')).statusCode).toBe(200);
      expect((await config(b, '198.51.100.4')).statusCode).toBe(200);
      expect((await config(a, '198.51.100.4')).statusCode).toBe(200);
      expect((await config(b, '198.51.100.4')).statusCode).toBe(200);
      const refused = await config(a, '198.51.100.4');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
