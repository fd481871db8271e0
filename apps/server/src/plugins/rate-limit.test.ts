import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestContext } from '../test/test-app.ts';

const config = (ctx: TestContext, remoteAddress: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/config', remoteAddress });

describe('the whole-API rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' } });
  });
  afterAll(() => ctx.close());

  it('counts each client address when nobody is signed in: 429 with Retry-After and { message }', async () => {
    for (let i = 0; i < 3; i += 1) expect((await config(ctx, '198.51.100.1')).statusCode).toBe(200);
    const refused = await config(ctx, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      code: 'too_many_requests',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    // Another address has its own budget.
    expect((await config(ctx, '198.51.100.2')).statusCode).toBe(200);
  });

  it('counts each signed-in person, wherever they call from; the health probes are never limited', async () => {
    const first = await createUser(ctx);
    const second = await createUser(ctx);
    const me = (user: { token: string }, remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user), remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await me(first, `203.0.113.${i + 1}`)).statusCode).toBe(200);
    expect((await me(first, '203.0.113.9')).statusCode).toBe(429);
    // Same office address, another person: not limited by the first one's calls.
    expect((await me(second, '203.0.113.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1)
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.1' }))
          .statusCode,
      ).toBe(200);
  });
});

describe('RATE_LIMIT_MAX=0', () => {
  it('turns the limit off', async () => {
    const ctx = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    try {
      for (let i = 0; i < 20; i += 1) expect((await config(ctx, '198.51.100.3')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
