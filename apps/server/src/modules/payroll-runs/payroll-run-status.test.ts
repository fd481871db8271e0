import type { PayrollRunStatus } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/** Issue 40: the Payroll Run card's state, draft -> generated and locked -> paid, and reopened. */
let ctx: TestContext;
let admin: TestUser;
const people: TestUser[] = [];

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
const status = async (period = '2026-10', user = admin) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/payroll-runs/${period}`,
    headers: bearer(user),
  });
  return { code: res.statusCode, body: res.json<PayrollRunStatus>() };
};

beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-05T04:30:00.000Z' });
  admin = await createUser(ctx, { role: 'Admin' });
  for (let n = 0; n < 2; n += 1) people.push(await createUser(ctx, { baseSalaryPaise: 3_000_000 }));
});
afterAll(() => ctx.close());

describe('payroll run status', () => {
  it('a month nobody generated is a draft', async () => {
    expect((await status()).body).toEqual({
      period: '2026-10',
      label: 'October 2026',
      state: 'draft',
      records: 0,
      finalised: 0,
      paid: 0,
      generatedOn: null,
      paidOn: null,
    });
  });

  it('generated: locked for everyone generated, on the organisation date of the generation', async () => {
    const res = await post('/api/admin/generate-salary', {
      employeeIds: people.map((p) => p.id),
      month: 'October 2026',
    });
    expect(res.statusCode, res.body).toBe(202);
    await ctx.app.services.payroll.whenIdle();
    expect((await status()).body).toMatchObject({
      state: 'generated',
      records: 2,
      finalised: 2,
      paid: 0,
      generatedOn: '2026-11-05',
    });
  });

  it('paid for one person stays generated; paid for all answers paid with the date', async () => {
    await post('/api/admin/payroll-runs/2026-10/paid', {
      employeeIds: [people[0]!.id],
      paidOn: '2026-11-06',
    });
    expect((await status()).body).toMatchObject({ state: 'generated', paid: 1, paidOn: '2026-11-06' });
    await post('/api/admin/payroll-runs/2026-10/paid', { paidOn: '2026-11-07' });
    expect((await status()).body).toMatchObject({ state: 'paid', paid: 2, paidOn: '2026-11-07' });
  });

  it('reopened: records kept, none locked', async () => {
    const res = await post('/api/admin/payroll-runs/2026-10/reopen', { reason: 'Attendance fix' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await status()).body).toMatchObject({
      state: 'reopened',
      records: 2,
      finalised: 0,
      paid: 0,
      paidOn: null,
    });
  });

  it('refuses a bad period and anyone but the Admin', async () => {
    const bad = await status('2026-13');
    expect(bad.code).toBe(400);
    expect(bad.body).toEqual({
      code: 'invalid_input',
      message: 'Please choose a pay period as YYYY-MM, such as 2026-11.',
    });
    expect((await status('2026-10', await createUser(ctx, { role: 'HR' }))).code).toBe(403);
  });
});
