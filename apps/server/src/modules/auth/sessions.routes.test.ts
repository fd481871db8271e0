import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TWO_STEP_MESSAGES, type ActiveSession } from '@hrms/shared';
import { bearer, createTestApp, createUser, TEST_PASSWORD, type TestContext } from '../../test/test-app.ts';
import { signIn } from '../../test/two-step-helpers.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const sessionsOf = async (token: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/me/sessions', headers: bearer({ token }) });
  expect(res.statusCode).toBe(200);
  return res.json<ActiveSession[]>();
};
const me = (token: string) =>
  ctx.app
    .inject({ method: 'GET', url: '/api/auth/me', headers: bearer({ token }) })
    .then((res) => res.statusCode);

async function signedIn(person: { email: string }, remoteAddress: string): Promise<string> {
  const res = await signIn(ctx, person, remoteAddress);
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

describe('active sessions', () => {
  it('lists each sign-in with device, address and times, the current one marked', async () => {
    const person = await createUser(ctx, { role: 'Employee' });
    const laptop = await signedIn(person, '10.2.0.1');
    const phone = await signedIn(person, '10.2.0.2');
    const list = await sessionsOf(phone);
    const signIns = list.filter((session) => session.ipAddress.startsWith('10.2.0.'));
    expect(signIns).toHaveLength(2);
    expect(signIns.map((session) => session.device)).toEqual(['Chrome on Linux', 'Chrome on Linux']);
    expect(list.filter((session) => session.current)).toEqual([
      expect.objectContaining({ ipAddress: '10.2.0.2', createdAt: '2026-11-20T04:30:00.000Z' }),
    ]);
    expect((await sessionsOf(laptop)).find((session) => session.current)?.ipAddress).toBe('10.2.0.1');
  });

  it('signs one session out: its token gets 401 at once, the others keep working', async () => {
    const person = await createUser(ctx, { role: 'HR' });
    const laptop = await signedIn(person, '10.3.0.1');
    const phone = await signedIn(person, '10.3.0.2');
    const target = (await sessionsOf(phone)).find((session) => session.ipAddress === '10.3.0.1')!;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${target.id}`,
      headers: bearer({ token: phone }),
    });
    expect(res.json()).toEqual({ message: TWO_STEP_MESSAGES.signedOut });
    expect(await me(laptop)).toBe(401);
    expect(await me(phone)).toBe(200);
    expect((await sessionsOf(phone)).map((session) => session.id)).not.toContain(target.id);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${target.id}`,
      headers: bearer({ token: phone }),
    });
    expect(again.statusCode).toBe(404);
  });

  it("cannot sign out someone else's session", async () => {
    const person = await createUser(ctx, { role: 'Employee' });
    const other = await createUser(ctx, { role: 'Admin' });
    const theirs = await signedIn(other, '10.4.0.9');
    const theirSession = (await sessionsOf(theirs)).find((session) => session.current)!;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${theirSession.id}`,
      headers: bearer(person),
    });
    expect(res.statusCode).toBe(404);
    expect(await me(theirs)).toBe(200);
    const bad = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me/sessions/not-an-id',
      headers: bearer(person),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('signs out every other session, and keeps this one', async () => {
    const person = await createUser(ctx, { role: 'Admin' });
    const first = await signedIn(person, '10.5.0.1');
    const second = await signedIn(person, '10.5.0.2');
    const third = await signedIn(person, '10.5.0.3');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/sessions/sign-out-others',
      headers: bearer({ token: third }),
    });
    expect(res.json()).toEqual({ message: TWO_STEP_MESSAGES.signedOutOthers });
    expect([await me(first), await me(second), await me(third)]).toEqual([401, 401, 200]);
    expect(await sessionsOf(third)).toEqual([
      expect.objectContaining({ ipAddress: '10.5.0.3', current: true }),
    ]);
  });

  it('moves last seen on at most once a minute', async () => {
    const person = await createUser(ctx, { role: 'Employee' });
    const token = await signedIn(person, '10.6.0.1');
    const lastSeen = async () => (await sessionsOf(token)).find((session) => session.current)!.lastSeenAt;
    ctx.clock.advance(30_000);
    expect(await lastSeen()).toBe('2026-11-20T04:30:00.000Z');
    ctx.clock.advance(40_000);
    await me(token);
    expect(await lastSeen()).toBe('2026-11-20T04:31:10.000Z');
    ctx.clock.set('2026-11-20T04:30:00.000Z');
  });

  it('a password change ends the other sessions and keeps this one, listed', async () => {
    const person = await createUser(ctx, { role: 'Employee' });
    const other = await signedIn(person, '10.7.0.1');
    const mine = await signedIn(person, '10.7.0.2');
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer({ token: mine }),
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'another-pass-99',
        confirmPassword: 'another-pass-99',
      },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;
    expect(await me(other)).toBe(401);
    expect(await me(mine)).toBe(401);
    const list = await sessionsOf(fresh);
    expect(list).toEqual([expect.objectContaining({ ipAddress: '10.7.0.2', current: true })]);
    // Signing the changed session out still ends the fresh token.
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${list[0]!.id}`,
      headers: bearer({ token: fresh }),
    });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer({ token: fresh }),
    });
    expect(after.json()).toEqual({ code: 'unauthorized', message: MESSAGES.sessionExpired });
  });
});

describe('signing out (POST /api/auth/logout)', () => {
  const logout = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer({ token }) });

  it("ends the caller's own session: its token gets 401 at once, another session of the same person works", async () => {
    const person = await createUser(ctx, { role: 'Employee' });
    const laptop = await signedIn(person, '10.8.0.1');
    const phone = await signedIn(person, '10.8.0.2');
    const res = await logout(laptop);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.loggedOut });
    expect(await me(laptop)).toBe(401);
    expect(await me(phone)).toBe(200);
    const left = (await sessionsOf(phone)).map((session) => session.ipAddress);
    expect(left.filter((address) => address.startsWith('10.8.0.'))).toEqual(['10.8.0.2']);
    // The ended token cannot sign out again, nor anything else.
    const again = await logout(laptop);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ code: 'unauthorized', message: MESSAGES.sessionExpired });
  });

  it('needs a signed-in caller', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized', message: MESSAGES.unauthenticated });
  });
});
