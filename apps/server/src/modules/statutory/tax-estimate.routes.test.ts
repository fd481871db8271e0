import { PAYROLL_SETTINGS_MESSAGES } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// The test clock stands at Friday 20 November 2026 in Kolkata: FY 2026-27.
let ctx: TestContext;
let employee: TestUser;
let hr: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  employee = await createUser(ctx, { role: 'Employee', name: 'Asha Rao' });
  hr = await createUser(ctx, { role: 'HR', name: 'Meera Iyer' });
  admin = await createUser(ctx, { role: 'Admin', name: 'Ravi Kumar' });
});
afterAll(() => ctx.close());

const estimate = (query: string, user: TestUser | null = employee) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/payroll/tax-estimate${query}`,
    headers: user ? bearer(user) : {},
  });

describe('GET /api/payroll/tax-estimate', () => {
  it.each([
    [
      '?income=1275000',
      { taxableIncome: 1_200_000, slabTax: 60_000, rebate: 60_000, marginalRelief: 0, cess: 0, totalTax: 0 },
    ],
    [
      '?income=1285000&regime=new',
      {
        taxableIncome: 1_210_000,
        slabTax: 61_500,
        rebate: 0,
        marginalRelief: 51_500,
        cess: 400,
        totalTax: 10_400,
      },
    ],
    [
      '?income=1675000',
      {
        taxableIncome: 1_600_000,
        slabTax: 120_000,
        rebate: 0,
        marginalRelief: 0,
        cess: 4_800,
        totalTax: 124_800,
      },
    ],
    [
      '?income=550000&regime=old',
      { taxableIncome: 500_000, slabTax: 12_500, rebate: 12_500, marginalRelief: 0, cess: 0, totalTax: 0 },
    ],
    [
      '?income=1285005.5&regime=new&fy=2025',
      {
        taxableIncome: 1_210_010,
        slabTax: 61_501.5,
        rebate: 0,
        marginalRelief: 51_491.5,
        cess: 400.4,
        totalTax: 10_410,
      },
    ],
  ])('%s answers in rupees', async (query, body) => {
    const response = await estimate(query);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(body);
  });

  it('answers every signed-in role', async () => {
    for (const user of [employee, hr, admin]) {
      expect((await estimate('?income=1285000', user)).json()).toMatchObject({ totalTax: 10_400 });
    }
  });

  it('needs a token', async () => {
    expect((await estimate('?income=1285000', null)).statusCode).toBe(401);
  });

  it.each([
    ['', PAYROLL_SETTINGS_MESSAGES.income],
    ['?income=abc', PAYROLL_SETTINGS_MESSAGES.income],
    ['?income=-1', PAYROLL_SETTINGS_MESSAGES.income],
    ['?income=1e11', PAYROLL_SETTINGS_MESSAGES.income],
    ['?income=', PAYROLL_SETTINGS_MESSAGES.income],
    ['?income=100.005', PAYROLL_SETTINGS_MESSAGES.income],
    ['?income=100000&regime=flat', PAYROLL_SETTINGS_MESSAGES.regime],
  ])('refuses %s with a message naming the problem', async (query, message) => {
    const response = await estimate(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_input', message });
  });

  it.each(['?income=100000&fy=2024', '?income=100000&fy=abc', '?income=100000&fy=2026.5'])(
    'refuses a financial year without figures: %s',
    async (query) => {
      const response = await estimate(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_input', message: PAYROLL_SETTINGS_MESSAGES.fy });
    },
  );
});
