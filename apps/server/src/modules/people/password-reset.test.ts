import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, passwordResetTokens } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { resetTokenIn, startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';

let sink: SmtpSink;
let ctx: TestContext;

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://hr.example.in' } });
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});
beforeEach(() => {
  sink.received.length = 0;
});

let addressCounter = 0;
/** Each test asks from its own client address, so the per-address throttle of one does not reach another. */
const nextAddress = () => `10.0.${Math.floor(addressCounter / 200)}.${(addressCounter++ % 200) + 1}`;

const forgot = (email: string, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
const reset = (token: string, newPassword: string, remoteAddress = nextAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword, confirmPassword: newPassword },
    remoteAddress,
  });
const signIn = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });

async function linkFor(user: TestUser): Promise<string> {
  expect((await forgot(user.email)).statusCode).toBe(200);
  await ctx.app.services.passwordReset.idle();
  await ctx.app.services.mail.idle();
  const mail = sink.received.find((received) => received.to.includes(user.email));
  expect(mail?.subject).toBe('Reset your Our Organisation password');
  expect(mail!.text).toContain('https://hr.example.in/reset-password?token=');
  return resetTokenIn(mail!);
}

describe('forgotten password', () => {
  it('the e-mailed link sets a new password once, ends every session, and is audited', async () => {
    const user = await createUser(ctx);
    const token = await linkFor(user);
    const res = await reset(token, 'brand-new-password-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been changed. Please sign in with the new password.',
    });
    // The old token (session) is revoked; the old password no longer works; the new one does.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user) })).statusCode,
    ).toBe(401);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, 'brand-new-password-1')).statusCode).toBe(200);
    // Single use.
    const again = await reset(token, 'another-password-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'invalid_input',
      message: 'This password reset link is invalid or has expired. Please ask for a new one.',
    });
    const actions = await ctx.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.entityId, user.id));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'account.password_reset_by_link',
      'account.password_reset_requested',
    ]);
    expect(actions.every((row) => row.actorId === user.id)).toBe(true);
  });

  it('stores only a hash of the token', async () => {
    const user = await createUser(ctx);
    const token = await linkFor(user);
    const rows = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('a link expires after 30 minutes (the injected clock)', async () => {
    const user = await createUser(ctx);
    const token = await linkFor(user);
    const start = ctx.clock.now();
    ctx.clock.set(new Date(start.getTime() + 30 * 60_000 + 1_000));
    try {
      expect((await reset(token, 'too-late-password')).statusCode).toBe(400);
    } finally {
      ctx.clock.set(start);
    }
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('a new password ends the other links of the person too', async () => {
    const user = await createUser(ctx);
    const first = await linkFor(user);
    sink.received.length = 0;
    const second = await linkFor(user);
    expect((await reset(second, 'second-link-password')).statusCode).toBe(200);
    expect((await reset(first, 'first-link-password')).statusCode).toBe(400);
  });

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await createUser(ctx);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await ctx.app.services.passwordReset.idle();
    await ctx.app.services.mail.idle();
    expect(sink.received.flatMap((mail) => mail.to)).toEqual([user.email]);
  });

  it('the new password follows the usual rules (400, nothing changes)', async () => {
    const user = await createUser(ctx);
    const token = await linkFor(user);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      code: 'invalid_input',
      message: 'The new password must be at least 8 characters.',
    });
    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'long-enough-1', confirmPassword: 'long-enough-2' },
    });
    expect(mismatch.json()).toEqual({ code: 'invalid_input', message: 'The new passwords do not match.' });
    // The link was not spent by the refused attempts.
    expect((await reset(token, 'long-enough-3')).statusCode).toBe(200);
  });
});

describe('throttles', () => {
  it('three requests an address in 15 minutes, then 429 with Retry-After', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 3; i += 1) expect((await forgot(user.email)).statusCode).toBe(200);
    const refused = await forgot(user.email.toUpperCase());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      code: 'too_many_requests',
      message: 'Too many password reset requests. Please wait a few minutes and try again.',
    });
    // An unknown address is throttled the same way: the answer tells nothing.
    for (let i = 0; i < 3; i += 1) expect((await forgot('ghost@example.com')).statusCode).toBe(200);
    expect((await forgot('ghost@example.com')).statusCode).toBe(429);
  });

  it('twenty requests a client address, whatever the e-mail', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 20; i += 1)
      expect((await forgot(`someone${i}@example.com`, address)).statusCode).toBe(200);
    const refused = await forgot('someone-else@example.com', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('ten wrong links a client address, then 429', async () => {
    const address = '192.0.2.88';
    const fake = 'A'.repeat(43);
    for (let i = 0; i < 10; i += 1)
      expect((await reset(fake, 'long-enough-1', address)).statusCode).toBe(400);
    const refused = await reset(fake, 'long-enough-1', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
