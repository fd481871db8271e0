import { type SalaryRecord } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../../db/schema/index.ts';
import { putPayrollProfile, usePayrollSettings } from '../../test/payroll-fixtures.test-helper.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * Statutory lines through generate (issue 21, docs/payroll.md): the cut-off month and its LOP_ADJ correction the
 * next month with PF, ESI and PT on, and TDS so far when a month is generated again.
 */
let ctx: TestContext;
let admin: TestUser;

const at = (date: string) => `${date}T04:30:00.000Z`; // 10:00 in Kolkata
const PROFILE = {
  pan: 'ABCDE1234F',
  uan: '100200300400',
  esiNumber: '1234567890',
  workState: 'MH',
  gender: 'male',
  bankAccount: '123456784321',
  ifsc: 'HDFC0001234',
  taxRegime: 'new',
  pfOnFullWages: false,
};

const useSettings = (on: Partial<Record<'pf' | 'esi' | 'pt' | 'tds', boolean>>) =>
  usePayrollSettings(ctx, admin, on);

async function person(grossPaise: number): Promise<TestUser> {
  const user = await createUser(ctx, { baseSalaryPaise: grossPaise, joinedOn: '2026-01-01' });
  await putPayrollProfile(ctx, admin, user, PROFILE);
  return user;
}

/** Each listed day with its status; `present(from, to)` adds every day but Sundays as Present. */
async function mark(userId: string, rows: Record<string, string>): Promise<void> {
  await ctx.db
    .insert(attendance)
    .values(
      Object.entries(rows).map(([date, status]) => ({ userId, date, status, source: 'manual' }) as never),
    );
}

function present(from: string, to: string): Record<string, string> {
  const rows: Record<string, string> = {};
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  )
    if (d.getUTCDay() !== 0) rows[d.toISOString().slice(0, 10)] = 'Present';
  return rows;
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

beforeAll(async () => {
  ctx = await createTestApp({ now: at('2026-11-23') });
  admin = await createUser(ctx, { role: 'Admin' });
});
afterAll(() => ctx.close());

describe('the cut-off month and its correction with PF, ESI and PT on (₹20,000 a month, MH)', () => {
  let esha: TestUser;

  it('November on Monday 23/11/2026: the presumed days are paid, every statutory line on the full ₹20,000', async () => {
    ctx.clock.set(at('2026-11-23'));
    await useSettings({ pf: true, esi: true, pt: true });
    esha = await person(2_000_000);
    await mark(esha.id, present('2026-11-01', '2026-11-22'));
    const record = await generate(esha, 'November 2026');
    expect(record).toMatchObject({ attendanceUpTo: '2026-11-22', amount: 18_450, lopAdjustment: null });
    expect(record.breakdown).toMatchObject({
      attendanceUpTo: '2026-11-22',
      paidDays: 30,
      lopDays: 0,
      gross: 20_000,
      // Basic 10,000: EPF 12% = 1,200; ESI 0.75% of 20,000 = 150; PT (MH, man, above ₹10,000) = 200.
      deductions: [
        { code: 'EPF_EE', amount: 1_200 },
        { code: 'ESI_EE', amount: 150 },
        { code: 'PT', amount: 200 },
      ],
      employerContributions: [
        { code: 'EPF_ER', amount: 367 },
        { code: 'EPS_ER', amount: 833 },
        { code: 'EDLI_ER', amount: 50 },
        { code: 'ESI_ER', amount: 650 },
      ],
      totalDeductions: 1_550,
      net: 18_450,
    });
  });

  it('December on 01/01/2027: 24/11 Absent and 26/11 never marked come back as LOP_ADJ after the statutory lines', async () => {
    const { '2026-11-26': _unmarked, ...after } = present('2026-11-23', '2026-11-30');
    await mark(esha.id, { ...after, '2026-11-24': 'Absent', ...present('2026-12-01', '2026-12-31') });
    ctx.clock.set(at('2027-01-01'));
    const record = await generate(esha, 'December 2026');
    // Two days at November's rate: 20,000 x 2 / 30 = 1,333.33.
    expect(record.lopAdjustment).toMatchObject({ month: 'November 2026', amount: 1_333.33 });
    expect(record.breakdown).toMatchObject({
      attendanceUpTo: null,
      paidDays: 31,
      gross: 20_000,
      deductions: [
        { code: 'EPF_EE', amount: 1_200 },
        { code: 'ESI_EE', amount: 150 },
        { code: 'PT', amount: 200 },
        { code: 'LOP_ADJ', name: 'Loss of pay for November 2026', amount: 1_333.33 },
      ],
      totalDeductions: 2_883.33,
      net: 17_116.67,
    });
    expect(record.amount).toBe(17_116.67);
  });
});

describe('TDS so far when a month is generated again (₹1,07,250 a month: ₹12,480 for FY 2026-27)', () => {
  it('May counts April’s record and never its own earlier one; April again ignores May', async () => {
    ctx.clock.set(at('2027-01-01'));
    await useSettings({ tds: true });
    const tara = await person(10_725_000);
    await mark(tara.id, present('2026-04-01', '2026-05-31'));
    const tdsOf = (record: SalaryRecord) =>
      record.breakdown!.deductions.find((l) => l.code === 'TDS')?.amount;

    const april = await generate(tara, 'April 2026');
    expect(tdsOf(april)).toBe(1_040); // 12,480 / 12
    const may = await generate(tara, 'May 2026');
    // 12,87,000 projected; 12,480 - 1,040 = 11,440 over 11 months.
    expect(tdsOf(may)).toBe(1_040);
    expect(may.breakdown!.ytd).toEqual({ gross: 214_500, tds: 2_080 });

    // Counting May's own record as "so far" would project ₹13,94,250 and deduct ₹7,175.
    const again = await generate(tara, 'May 2026');
    expect(tdsOf(again)).toBe(1_040);
    expect(again.breakdown!.ytd).toEqual({ gross: 214_500, tds: 2_080 });
    expect(tdsOf(await generate(tara, 'April 2026'))).toBe(1_040);
  });
});
