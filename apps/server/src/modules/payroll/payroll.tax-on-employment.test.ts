import { type SalaryRecord } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../../db/schema/index.ts';
import { putPayrollProfile, usePayrollSettings } from '../../test/payroll-fixtures.test-helper.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * Tax on employment through generate (docs/payroll-statutory.md, "Tax on employment"): the old regime's TDS takes
 * the PT of the records so far from the database, this month's and the months ahead's, ₹2,500 for ₹50,000 a month
 * in Maharashtra; the new regime's is unchanged. Tax year 2026-27.
 */
let ctx: TestContext;
let admin: TestUser;

const at = (date: string) => `${date}T04:30:00.000Z`; // 10:00 in Kolkata

async function person(grossPaise: number, taxRegime: 'new' | 'old'): Promise<TestUser> {
  const user = await createUser(ctx, { baseSalaryPaise: grossPaise, joinedOn: '2026-01-01' });
  await putPayrollProfile(ctx, admin, user, {
    pan: 'ABCDE1234F',
    workState: 'MH',
    gender: 'male',
    taxRegime,
  });
  const rows = [];
  for (
    let d = new Date('2026-04-01T00:00:00Z');
    d <= new Date('2026-05-31T00:00:00Z');
    d.setUTCDate(d.getUTCDate() + 1)
  )
    if (d.getUTCDay() !== 0)
      rows.push({ userId: user.id, date: d.toISOString().slice(0, 10), status: 'Present', source: 'manual' });
  await ctx.db.insert(attendance).values(rows as never);
  return user;
}

async function generate(user: TestUser, month: string): Promise<SalaryRecord> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/generate-salary',
    headers: bearer(admin),
    payload: { employeeIds: [user.id], month },
  });
  expect(res.statusCode, res.body).toBe(202);
  await ctx.app.services.payroll.whenIdle();
  const list = await ctx.app.inject({
    method: 'GET',
    url: `/api/employees/${user.id}/salaries`,
    headers: bearer(user),
  });
  return (list.json() as SalaryRecord[]).find((r) => r.month === month)!;
}

const line = (record: SalaryRecord, code: string) =>
  record.breakdown!.deductions.find((l) => l.code === code);

beforeAll(async () => {
  ctx = await createTestApp({ now: at('2026-06-02') });
  admin = await createUser(ctx, { role: 'Admin' });
  await usePayrollSettings(ctx, admin, { pt: true, tds: true });
});
afterAll(() => ctx.close());

describe('the old regime, ₹50,000 a month in Maharashtra', () => {
  it('April: ₹200 now and ₹2,300 ahead come off: ₹22,880 ÷ 12 = ₹1,907 (₹1,950 before)', async () => {
    const asha = await person(5_000_000, 'old');
    const april = await generate(asha, 'April 2026');
    expect(line(april, 'PT')).toMatchObject({ amount: 200 });
    expect(line(april, 'TDS')).toMatchObject({ amount: 1_907 });
    expect(line(april, 'TDS')?.basis).toBe(
      'Old regime, on ₹6,00,000 projected for the year, less ₹2,500 tax on employment',
    );
    // May reads April's ₹200 from its record: ₹2,500 again, (₹22,880 - ₹1,907) ÷ 11 = ₹1,906.64. Without April's
    // PT it would count ₹2,300 (₹5,47,700 taxable, ₹22,920) and deduct ₹1,910.
    const may = await generate(asha, 'May 2026');
    expect(line(may, 'TDS')).toMatchObject({ amount: 1_907 });
  });
});

describe('the new regime, ₹1,50,000 a month in Maharashtra', () => {
  it('April: ₹18,00,000 - ₹75,000 = ₹17,25,000, ₹1,50,800 ÷ 12 = ₹12,567, as before', async () => {
    const ravi = await person(15_000_000, 'new');
    const april = await generate(ravi, 'April 2026');
    expect(line(april, 'PT')).toMatchObject({ amount: 200 });
    expect(line(april, 'TDS')).toMatchObject({
      amount: 12_567,
      basis: 'New regime, on ₹18,00,000 projected for the year',
    });
  });
});
