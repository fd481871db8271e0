import { DEFAULT_PAYROLL_SETTINGS, type SalaryRecord } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * Labour Welfare Fund on the slip (issue 44, docs/tax-year.md): off until the Admin turns it on; then by the work
 * state (here the settings' default, Maharashtra): ₹25 and the employer's ₹75 in June and December only.
 */
let ctx: TestContext;
let admin: TestUser;
let person: TestUser;

const at = (date: string) => `${date}T04:30:00.000Z`;

async function settings(lwf: boolean | undefined): Promise<void> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/settings/payroll',
    headers: bearer(admin),
    payload: {
      ...DEFAULT_PAYROLL_SETTINGS,
      organisation: { name: 'Acme Pvt Ltd', address: '1 MG Road, Pune' },
      pt: { enabled: false, defaultState: 'MH' },
      ...(lwf === undefined ? {} : { lwf: { enabled: lwf } }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function slip(month: string): Promise<SalaryRecord> {
  const gen = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/generate-salary',
    headers: bearer(admin),
    payload: { employeeIds: [person.id], month },
  });
  expect(gen.statusCode, gen.body).toBe(202);
  await ctx.app.services.payroll.whenIdle();
  const list = await ctx.app.inject({
    method: 'GET',
    url: `/api/employees/${person.id}/salaries`,
    headers: bearer(person),
  });
  return (list.json() as SalaryRecord[]).find((r) => r.month === month)!;
}

const lwfOf = (record: SalaryRecord) => ({
  employee: record.breakdown!.deductions.find((l) => l.code === 'LWF_EE')?.amount,
  employer: record.breakdown!.employerContributions.find((l) => l.code === 'LWF_ER')?.amount,
});

beforeAll(async () => {
  ctx = await createTestApp({ now: at('2027-01-05') });
  admin = await createUser(ctx, { role: 'Admin' });
  person = await createUser(ctx, { baseSalaryPaise: 3_000_000, joinedOn: '2026-01-01' });
  const rows: never[] = [];
  for (const [month, days] of [
    ['06', 30],
    ['07', 31],
  ] as const)
    for (let day = 1; day <= days; day += 1)
      rows.push({
        userId: person.id,
        date: `2026-${month}-${String(day).padStart(2, '0')}`,
        status: 'Present',
        source: 'manual',
      } as never);
  await ctx.db.insert(attendance).values(rows);
});
afterAll(() => ctx.close());

describe('Labour Welfare Fund', () => {
  it('is off on a fresh install and when the settings leave it out', async () => {
    await settings(undefined);
    expect(lwfOf(await slip('June 2026'))).toEqual({ employee: undefined, employer: undefined });
  });

  it('Maharashtra: ₹25 and the employer’s ₹75 in June, nothing in July, once the Admin turns it on', async () => {
    await settings(true);
    expect(lwfOf(await slip('June 2026'))).toEqual({ employee: 25, employer: 75 });
    expect(lwfOf(await slip('July 2026'))).toEqual({ employee: undefined, employer: undefined });
    await settings(false);
    expect(lwfOf(await slip('June 2026'))).toEqual({ employee: undefined, employer: undefined });
  });
});
