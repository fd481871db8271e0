import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TWO_STEP_MESSAGES } from '@hrms/shared';
import { auditLog, twoStepRecoveryCodes } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, TEST_PASSWORD, type TestContext } from '../../test/test-app.ts';
import {
  challengeFor as challengeForHelper,
  codeAt,
  enrol,
  secondStep,
  signIn,
} from '../../test/two-step-helpers.ts';

let ctx: TestContext;
const T = '2026-11-20T04:30:10.000Z';

beforeAll(async () => {
  ctx = await createTestApp({ now: T, throttleLimits: { perEmail: 3, perAddress: 50, windowMs: 60_000 } });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(T));

const post = (url: string, person: { token: string }, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(person), ...(payload ? { payload } : {}) });

const challengeFor = (person: { email: string }, remoteAddress?: string) =>
  challengeForHelper(ctx, person, remoteAddress);

describe('recovery codes and turning it off', () => {
  it('renews the recovery codes with a current code: the old ones stop working', async () => {
    const person = await createUser(ctx, { role: 'Employee' });
    ctx.clock.set('2026-11-20T04:20:00.000Z');
    const { secret, recoveryCodes } = await enrol(ctx, person);
    ctx.clock.set(T);
    // The current password as well as a code (issue 39).
    const noPassword = await post('/api/me/two-step/recovery-codes', person, {
      code: await codeAt(ctx, secret),
    });
    expect(noPassword.json()).toEqual({ code: 'invalid_input', message: TWO_STEP_MESSAGES.passwordRequired });
    const renewed = await post('/api/me/two-step/recovery-codes', person, {
      code: await codeAt(ctx, secret),
      password: TEST_PASSWORD,
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    const old = await secondStep(ctx, await challengeFor(person), recoveryCodes[1]!);
    expect(old.statusCode).toBe(401);
    const fresh = await secondStep(ctx, await challengeFor(person), renewed.json().recoveryCodes[0]);
    expect(fresh.statusCode).toBe(200);
  });

  it('turns off with the password and a code, both (a wrong one changes nothing); sign-in asks no code again', async () => {
    const person = await createUser(ctx, { role: 'Employee' });
    ctx.clock.set('2026-11-20T04:20:00.000Z');
    const { secret } = await enrol(ctx, person);
    ctx.clock.set(T);
    const wrong = await post('/api/me/two-step/disable', person, {
      code: await codeAt(ctx, secret),
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'invalid_input', message: TWO_STEP_MESSAGES.passwordInvalid });
    expect((await signIn(ctx, person)).json()).toHaveProperty('twoStepRequired', true);
    // The password alone (what a stolen token's holder might guess) or a code alone is not enough (issue 39).
    const passwordOnly = await post('/api/me/two-step/disable', person, { password: TEST_PASSWORD });
    expect(passwordOnly.json()).toEqual({ code: 'invalid_input', message: TWO_STEP_MESSAGES.codeRequired });
    const codeOnly = await post('/api/me/two-step/disable', person, { code: await codeAt(ctx, secret) });
    expect(codeOnly.json()).toEqual({ code: 'invalid_input', message: TWO_STEP_MESSAGES.passwordRequired });
    const wrongCode = await post('/api/me/two-step/disable', person, {
      code: '000000',
      password: TEST_PASSWORD,
    });
    expect(wrongCode.json()).toEqual({ code: 'invalid_input', message: TWO_STEP_MESSAGES.codeInvalid });
    const off = await post('/api/me/two-step/disable', person, {
      code: await codeAt(ctx, secret),
      password: TEST_PASSWORD,
    });
    expect(off.json()).toEqual({ message: TWO_STEP_MESSAGES.turnedOff });
    expect(Object.keys((await signIn(ctx, person)).json()).sort()).toEqual(['token', 'user']);
    expect(
      await ctx.db.select().from(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, person.id)),
    ).toEqual([]);
  });

  it("lets the Admin turn a person's two-step sign-in off, audited", async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const person = await createUser(ctx, { role: 'Employee' });
    await enrol(ctx, person);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/people/${person.id}/two-step`,
      headers: bearer(admin),
    });
    expect(seen.json()).toMatchObject({ enabled: true });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/people/${person.id}/two-step`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys((await signIn(ctx, person)).json()).sort()).toEqual(['token', 'user']);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.two_step_turned_off_by_admin'));
    expect(entry).toMatchObject({ actorId: admin.id, entityId: person.id });
    const unknown = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/people/00000000-0000-4000-8000-000000000000/two-step',
      headers: bearer(admin),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses the Admin's own id with 409 pointing to the self-service route, and changes nothing", async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    await enrol(ctx, admin);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/people/${admin.id}/two-step`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: TWO_STEP_MESSAGES.ownViaSelfService });
    expect((await signIn(ctx, admin)).json()).toHaveProperty('twoStepRequired', true);
  });
});
