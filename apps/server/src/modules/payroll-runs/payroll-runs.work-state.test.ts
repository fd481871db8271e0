import { DEFAULT_PAYROLL_SETTINGS, type PayrollSettings } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putPayrollProfile } from '../../test/payroll-fixtures.test-helper.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * Issue 42 ("Rules that read the structure"): the register's "missing: work state" counts the state of the
 * person's location on the month's last day, as the slip's PT line does. PT on, no default state.
 */
let ctx: TestContext;
let admin: TestUser;
let pune: string;
const at = (date: string) => `${date}T04:30:00.000Z`;
const profile = { gender: 'male', taxRegime: 'new', pfOnFullWages: false };

const inject = (method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: bearer(admin), payload });

async function person(name: string, placedFrom: string | null): Promise<TestUser> {
  const user = await createUser(ctx, { name, baseSalaryPaise: 2_000_000, joinedOn: '2026-01-01' });
  await putPayrollProfile(ctx, admin, user, profile);
  if (placedFrom) {
    const res = await inject('PUT', `/api/admin/employees/${user.id}/placement`, {
      locationId: pune,
      effectiveFrom: placedFrom,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return user;
}

beforeAll(async () => {
  ctx = await createTestApp({ now: at('2026-11-05') });
  admin = await createUser(ctx, { role: 'Admin' });
  const settings: PayrollSettings = {
    ...DEFAULT_PAYROLL_SETTINGS,
    organisation: { name: 'Acme Pvt Ltd', address: '1 MG Road, Pune' },
    pt: { enabled: true, defaultState: null },
  };
  expect((await inject('PUT', '/api/settings/payroll', settings)).statusCode).toBe(200);
  const res = await inject('POST', '/api/admin/locations', { name: 'Pune office', state: 'MH' });
  expect(res.statusCode, res.body).toBe(201);
  pune = (res.json() as { id: string }).id;
});
afterAll(() => ctx.close());

describe('the register asks a work state only of people whose location names none', () => {
  it.each([
    { who: 'placed in Pune from before the month', placedFrom: '2026-09-01', flagged: false },
    {
      who: 'placed in Pune within the month (its last day counts)',
      placedFrom: '2026-10-20',
      flagged: false,
    },
    { who: 'placed in Pune only from the next month', placedFrom: '2026-11-01', flagged: true },
    { who: 'not placed anywhere', placedFrom: null, flagged: true },
  ])('$who: flagged $flagged', async ({ who, placedFrom, flagged }) => {
    const user = await person(`Person ${who}`, placedFrom);
    const res = await inject('POST', '/api/admin/payroll-runs/preview', {
      employeeIds: [user.id],
      month: 'October 2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().missingProfiles).toEqual(
      flagged ? [{ employeeId: user.id, employeeName: user.name, missing: ['work state'] }] : [],
    );
  });
});
