import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, waitMessage } from '@hrms/shared';
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
    expect(wrong.json()).toEqual({ code: 'unauthorized', message: MESSAGES.invalidCredentials });
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
    expect(res.json()).toEqual({ code: 'invalid_input', message: MESSAGES.loginEmpty });
  });

  it('delays an account at one address after its free failures: 429 with Retry-After and when to retry', async () => {
    const email = 'throttled@example.com';
    await createUser(ctx, { email });
    for (let i = 0; i < 3; i += 1)
      expect((await login({ email, password: 'bad' }, '10.1.0.9')).statusCode).toBe(401);
    const blocked = await login({ email, password: TEST_PASSWORD }, '10.1.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'too_many_requests',
      message: waitMessage(MESSAGES.tooManyLoginAttempts, 60),
    });
    expect(blocked.json().message).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');
    expect(blocked.headers['retry-after']).toBe('60');
    // Never longer than the delay in force: the right password works once it has passed.
    ctx.clock.advance(60_000);
    expect((await login({ email, password: TEST_PASSWORD }, '10.1.0.9')).statusCode).toBe(200);
  });

  it('doubles the delay per further failure, capped, and a success starts again', async () => {
    const email = 'doubling@example.com';
    await createUser(ctx, { email });
    const wrong = () => login({ email, password: 'bad' }, '10.1.1.1');
    for (let i = 0; i < 3; i += 1) expect((await wrong()).statusCode).toBe(401);
    const waits: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const refused = await wrong();
      expect(refused.statusCode).toBe(429);
      waits.push(String(refused.headers['retry-after']));
      ctx.clock.advance(Number(refused.headers['retry-after']) * 1000);
      expect((await wrong()).statusCode).toBe(401);
    }
    // 1, 2, 4, 8 minutes, then the 15-minute cap.
    expect(waits).toEqual(['60', '120', '240', '480', '900', '900']);
    ctx.clock.advance(900_000);
    expect((await login({ email, password: TEST_PASSWORD }, '10.1.1.1')).statusCode).toBe(200);
    expect((await wrong()).statusCode).toBe(401);
  });

  it('does not lock the owner out at their address when others guess from elsewhere', async () => {
    const email = 'target@example.com';
    await createUser(ctx, { email });
    for (let i = 0; i < 20; i += 1) await login({ email, password: 'bad' }, '10.66.0.1');
    expect((await login({ email, password: 'bad' }, '10.66.0.1')).statusCode).toBe(429);
    // Another attacker address is counted apart, and so is the owner's.
    expect((await login({ email, password: 'bad' }, '10.66.0.2')).statusCode).toBe(401);
    expect((await login({ email, password: TEST_PASSWORD }, '10.2.0.7')).statusCode).toBe(200);
  });

  it('checks at most the free attempts of 100 parallel wrong guesses; the right one then waits', async () => {
    const email = 'raced@example.com';
    await createUser(ctx, { email });
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login({ email, password: `guess-${i}` }, '10.3.0.1')),
    );
    const statuses = guesses.map((res) => res.statusCode);
    // Only the free attempts were checked (401); every other one was refused before any hash was compared.
    expect(statuses.filter((code) => code === 401)).toHaveLength(3);
    expect(statuses.filter((code) => code === 429)).toHaveLength(97);
    const right = await login({ email, password: TEST_PASSWORD }, '10.3.0.1');
    expect(right.statusCode).toBe(429);
    ctx.clock.advance(Number(right.headers['retry-after']) * 1000);
    expect((await login({ email, password: TEST_PASSWORD }, '10.3.0.1')).statusCode).toBe(200);
  });
});

describe('bearer tokens', () => {
  const me = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers });

  it('401 without a token or with a malformed one', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me()).json()).toEqual({ code: 'unauthorized', message: MESSAGES.unauthenticated });
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
    expect(res.json()).toEqual({ code: 'unauthorized', message: MESSAGES.sessionExpired });
  });
});
