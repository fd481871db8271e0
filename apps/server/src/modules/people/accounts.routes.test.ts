import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES as M, MESSAGES, waitMessage } from '@hrms/shared';
import { auditLog } from '../../db/schema/index.ts';
import {
  bearer,
  createTestApp,
  createUser,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from '../../test/test-app.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ throttleLimits: { perEmail: 3, perAddress: 50, windowMs: 60_000 } });
  admin = await createUser(ctx, { role: 'Admin', name: 'Anita Admin' });
});
afterAll(() => ctx.close());

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const change = (who: { token: string }, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(who), payload });
const reset = (who: { token: string } | null, id: string, payload: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/employees/${id}/reset-password`,
    headers: who ? bearer(who) : {},
    payload,
  });

describe('POST /api/auth/change-password', () => {
  it('checks the rules with clear messages', async () => {
    const person = await createUser(ctx);
    const cases: Array<[object, string]> = [
      [
        { currentPassword: '', newPassword: 'new-pass-123', confirmPassword: 'new-pass-123' },
        M.currentRequired,
      ],
      [{ currentPassword: TEST_PASSWORD, newPassword: 'short', confirmPassword: 'short' }, M.newTooShort],
      [
        { currentPassword: TEST_PASSWORD, newPassword: 'new-pass-123', confirmPassword: 'new-pass-124' },
        M.mismatch,
      ],
      [
        { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
        M.sameAsCurrent,
      ],
      [
        { currentPassword: 'not-my-password', newPassword: 'new-pass-123', confirmPassword: 'new-pass-123' },
        M.wrongCurrent,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await change(person, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_input', message });
    }
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/change-password', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('changes the password, ends other sessions, answers a working fresh token and audits it', async () => {
    const person = await createUser(ctx, { role: 'Employee', name: 'Asha Rao' });
    const otherTab = (await login(person.email, TEST_PASSWORD)).json().token as string;
    const disconnect = vi.spyOn(ctx.app.realtime, 'disconnectUser');
    const res = await change(person, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.changed, token: expect.any(String) });
    expect(disconnect).toHaveBeenCalledWith(person.id);
    disconnect.mockRestore();
    expect((await me(person.token)).statusCode).toBe(401);
    expect((await me(otherTab)).statusCode).toBe(401);
    expect((await me(res.json().token)).statusCode).toBe(200);
    expect((await login(person.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(person.email, 'brand-new-pass')).statusCode).toBe(200);
    const rows = (await ctx.db.select().from(auditLog)).filter((row) => row.entityId === person.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'account.password_change', actorId: person.id });
    expect(JSON.stringify(rows[0]!.after)).not.toMatch(/brand-new|argon2/);
  });

  it('throttles wrong current passwords with 429 and Retry-After', async () => {
    const person = await createUser(ctx);
    const wrong = {
      currentPassword: 'wrong-one',
      newPassword: 'new-pass-123',
      confirmPassword: 'new-pass-123',
    };
    for (let i = 0; i < 3; i += 1) expect((await change(person, wrong)).statusCode).toBe(400);
    const blocked = await change(person, { ...wrong, currentPassword: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'too_many_requests',
      message: waitMessage(M.tooManyAttempts, 60),
    });
    expect(blocked.headers['retry-after']).toBe('60');
    ctx.clock.advance(60_000);
    expect((await change(person, { ...wrong, currentPassword: TEST_PASSWORD })).statusCode).toBe(200);
  });
});

describe('POST /api/admin/employees/:id/reset-password', () => {
  it('is for Admin only, never for oneself, and 404 for unknown people', async () => {
    const person = await createUser(ctx);
    const hr = await createUser(ctx, { role: 'HR' });
    expect((await reset(null, person.id)).statusCode).toBe(401);
    for (const who of [hr, person]) {
      const res = await reset(who, person.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message: MESSAGES.forbidden });
    }
    const own = await reset(admin, admin.id);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ code: 'conflict', message: M.cannotResetSelf });
    expect((await reset(admin, '7bcd0737-5b9f-443f-ade0-b6181f1e159c')).statusCode).toBe(404);
    expect((await reset(admin, 'nope')).statusCode).toBe(404);
    expect((await reset(admin, person.id, { password: 'short' })).json()).toEqual({
      code: 'invalid_input',
      message: M.newTooShort,
    });
  });

  it('sets a typed password, ends their sessions and audits it without the password', async () => {
    const person = await createUser(ctx, { name: 'Ravi Kumar' });
    const disconnect = vi.spyOn(ctx.app.realtime, 'disconnectUser');
    const res = await reset(admin, person.id, { password: 'typed-by-admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.resetDone('Ravi Kumar') });
    expect(disconnect).toHaveBeenCalledWith(person.id);
    disconnect.mockRestore();
    expect((await me(person.token)).statusCode).toBe(401);
    expect((await login(person.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(person.email, 'typed-by-admin')).statusCode).toBe(200);
    const rows = (await ctx.db.select().from(auditLog)).filter((row) => row.entityId === person.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'account.password_reset', actorId: admin.id });
    expect(rows[0]!.after).toEqual({
      name: 'Ravi Kumar',
      email: person.email,
      passwordReset: true,
      generated: false,
    });
  });

  it('generates a password when none is typed and shows it once', async () => {
    const person = await createUser(ctx);
    const res = await reset(admin, person.id, {});
    expect(res.statusCode).toBe(200);
    const { generatedPassword } = res.json();
    expect(generatedPassword).toMatch(/^[\w-]{16}$/);
    expect((await login(person.email, generatedPassword)).statusCode).toBe(200);
    const rows = (await ctx.db.select().from(auditLog)).filter((row) => row.entityId === person.id);
    expect(JSON.stringify(rows)).not.toContain(generatedPassword);
  });
});
