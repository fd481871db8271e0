import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hrms/shared';
import { users } from '../../db/schema/index.ts';
import {
  bearer,
  createTestApp,
  createUser,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from '../../test/test-app.ts';

let ctx: TestContext;
let employee: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ throttleLimits: { perEmail: 3, perAddress: 50, windowMs: 60_000 } });
  employee = await createUser(ctx, { role: 'Employee', name: 'Asha Rao', email: 'asha@example.com' });
});
afterAll(() => ctx.close());

const login = (body: unknown, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress });

describe('POST /api/auth/login', () => {
  it('answers the token and the user, and nothing secret', async () => {
    const res = await login({ email: 'ASHA@example.com ', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.user).toEqual({
      _id: employee.id,
      id: employee.id,
      name: 'Asha Rao',
      email: 'asha@example.com',
      role: 'Employee',
    });
    expect(res.body).not.toMatch(/argon2|password/i);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json()).toEqual(body.user);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrong = await login({ email: 'asha@example.com', password: 'not-it' }, '10.0.0.2');
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever' }, '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    [{ email: '', password: 'x' }],
    [{ email: 'a@b.in', password: '' }],
    [{ email: '   ', password: '   ' }],
    [{}],
  ])('asks for both fields when one is empty: %j', async (body) => {
    const res = await login(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.loginEmpty });
  });

  it('throttles repeated failures for one e-mail with 429 and Retry-After', async () => {
    const email = 'throttled@example.com';
    await createUser(ctx, { email });
    for (let i = 0; i < 3; i += 1)
      expect((await login({ email, password: 'bad' }, `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await login({ email, password: TEST_PASSWORD }, '10.1.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MESSAGES.tooManyLoginAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    ctx.clock.advance(61_000);
    expect((await login({ email, password: TEST_PASSWORD }, '10.1.0.9')).statusCode).toBe(200);
  });
});

describe('bearer tokens', () => {
  const me = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers });

  it('401 without a token or with a malformed one', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me()).json()).toEqual({ message: MESSAGES.unauthenticated });
    expect((await me({ authorization: 'Bearer not.a.jwt' })).statusCode).toBe(401);
    expect((await me({ authorization: 'Basic abc' })).statusCode).toBe(401);
  });

  it('401 for a token signed with another secret or already expired', async () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forge = (payload: object, secret: string) => {
      const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
      return `${unsigned}.${crypto.createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
    };
    const now = Math.floor(Date.now() / 1000);
    const base = { sub: employee.id, role: 'Admin', tv: 0 };
    expect(
      (
        await me({
          authorization: `Bearer ${forge({ ...base, iat: now, exp: now + 600 }, 'guessed-secret')}`,
        })
      ).statusCode,
    ).toBe(401);
    const expired = forge({ ...base, iat: now - 7200, exp: now - 3600 }, ctx.config.jwtSecret!);
    expect((await me({ authorization: `Bearer ${expired}` })).statusCode).toBe(401);
  });

  it('stops working at once when the user is deleted or the token is revoked', async () => {
    const person = await createUser(ctx);
    expect((await me(bearer(person))).statusCode).toBe(200);
    await ctx.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, person.id));
    expect((await me(bearer(person))).statusCode).toBe(401);
    const other = await createUser(ctx);
    await ctx.db.delete(users).where(eq(users.id, other.id));
    const res = await me(bearer(other));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.sessionExpired });
  });
});
