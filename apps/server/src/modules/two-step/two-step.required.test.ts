import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_STEP_MESSAGES } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { codeAt, enrol, secondStep, signIn } from '../../test/two-step-helpers.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  // The Admin sets it up first, then requires it of Admin and HR.
  await enrol(ctx, admin);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/two-step',
    headers: bearer(admin),
    payload: { requiredForStaff: true },
  });
  expect(res.json()).toEqual({ requiredForStaff: true });
});
afterAll(() => ctx.close());

const get = (url: string, person: { token: string }) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(person) });

describe("'Require two-step sign-in for Admin and HR'", () => {
  it('lets HR without it open only the set-up routes until it is on', async () => {
    const hr = await createUser(ctx, { role: 'HR' });
    const login = await signIn(ctx, hr);
    expect(login.json()).toMatchObject({ twoStepSetupRequired: true, token: expect.any(String) });
    const token = { token: login.json().token as string };

    const blocked = await get('/api/hr/employees', token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ code: 'forbidden', message: TWO_STEP_MESSAGES.setupRequired });
    expect((await get('/api/auth/me', token)).statusCode).toBe(200);
    expect((await get('/api/me/two-step', token)).json()).toEqual({
      enabled: false,
      required: true,
      recoveryCodesLeft: 0,
    });
    expect((await get('/api/me/sessions', token)).statusCode).toBe(200);

    ctx.clock.advance(60_000);
    await enrol(ctx, { ...hr, token: token.token });
    expect((await get('/api/hr/employees', token)).statusCode).toBe(200);
    // ...and it cannot be turned off while required.
    const off = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/two-step/disable',
      headers: bearer(token),
      payload: { code: '123456', password: 'correct-horse-42' },
    });
    expect(off.statusCode).toBe(403);
  });

  it('asks nothing more of an Employee', async () => {
    const employee = await createUser(ctx, { role: 'Employee' });
    const login = await signIn(ctx, employee);
    expect(Object.keys(login.json()).sort()).toEqual(['token', 'user']);
    expect((await get(`/api/employees/${employee.id}/leaves`, login.json())).statusCode).toBe(200);
  });

  it('signs an Admin with it in through the code, with the full app open', async () => {
    ctx.clock.advance(60_000);
    const { secret } = await enrol(
      ctx,
      await createUser(ctx, { role: 'Admin', email: 'second-admin@example.com' }),
    );
    ctx.clock.advance(60_000);
    const login = await signIn(ctx, { email: 'second-admin@example.com' });
    const done = await secondStep(ctx, login.json().challenge, await codeAt(ctx, secret));
    expect(done.statusCode).toBe(200);
    expect((await get('/api/admin/employees', done.json())).statusCode).toBe(200);
  });
});
