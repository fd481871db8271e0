import { rupeesToPaise, type PayrollRegister, type SalaryRecord } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, salaryRecords } from '../../db/schema/index.ts';
import {
  onFirstPayslipWrite,
  putPayrollProfile,
  usePayrollSettings,
} from '../../test/payroll-fixtures.test-helper.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { monthlyTds } from '../statutory/index.ts';

/**
 * Issue 22, revisions and arrears through the API (docs/payroll.md, "Revisions and arrears"): September and
 * October 2026 are finalised, then revisions back-dated to 1 September; November carries one 'Arrears for'
 * line per month with PF under each month's ceiling, ESI and PT on November's gross, TDS counting them as
 * this year's income; the register, the files and a regeneration after reopening agree; December pays none.
 * Figures worked by hand in the comments (template: Basic 50%, HRA 50% of Basic, Special the rest).
 */
let ctx: TestContext;
let admin: TestUser;
let asha: TestUser; // KA, ₹18,000 -> ₹21,000 from 1 September: ESI-covered
let bala: TestUser; // MH, ₹3,00,000 -> ₹3,60,000 from 1 September: PF wages above the ceiling, TDS
let chitra: TestUser; // MH, ₹30,000 -> ₹33,000 from 1 November: not back-dated into a finalised month
let dev: TestUser; // MH, ₹25,000, no revision

const at = (date: string) => `${date}T04:30:00.000Z`;
const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(admin) });

async function person(grossPaise: number, workState: string, n: number): Promise<TestUser> {
  const user = await createUser(ctx, { baseSalaryPaise: grossPaise, joinedOn: '2026-01-01' });
  await putPayrollProfile(ctx, admin, user, {
    pan: 'ABCDE1234F',
    uan: `10020030050${n}`,
    esiNumber: `223456789${n}`,
    workState,
    gender: 'male',
    bankAccount: `22345678432${n}`,
    ifsc: 'HDFC0001234',
    taxRegime: 'new',
    pfOnFullWages: false,
  });
  return user;
}

/** Every day but Sundays Present from `from` to `to` (unmarked days of a past month are loss of pay). */
async function present(userId: string, from: string, to: string): Promise<void> {
  const rows = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  )
    if (d.getUTCDay() !== 0) rows.push({ userId, date: d.toISOString().slice(0, 10), status: 'Present' });
  await ctx.db.insert(attendance).values(rows as never);
}

async function generate(month: string, people = [asha, bala, chitra, dev]): Promise<void> {
  const res = await post('/api/admin/generate-salary', { employeeIds: people.map((p) => p.id), month });
  expect(res.statusCode, res.body).toBe(202);
  await ctx.app.services.payroll.whenIdle();
}

async function revise(user: TestUser, effectiveFrom: string, monthlyGross: number): Promise<void> {
  const res = await post(`/api/employees/${user.id}/salary-revisions`, {
    effectiveFrom,
    monthlyGross,
    override: null,
  });
  expect(res.statusCode, res.body).toBe(201);
}

const recordsOf = async (month: string) =>
  ((await get('/api/admin/salaries')).json() as SalaryRecord[]).filter((r) => r.month === month);
const breakdownOf = async (user: TestUser, month: string) =>
  (await recordsOf(month)).find((r) => r.employeeId === user.id)!.breakdown!;
type Lines = { code: string; name: string; amount: number }[];
const amount = (lines: Lines, code: string) => lines.find((l) => l.code === code)?.amount ?? 0;
const arrearsLines = (lines: Lines) => lines.filter((l) => l.name.startsWith('Arrears for'));

beforeAll(async () => {
  ctx = await createTestApp({ now: at('2026-12-03') });
  admin = await createUser(ctx, { role: 'Admin' });
  await usePayrollSettings(ctx, admin, { pf: true, esi: true, pt: true, tds: true });
  asha = await person(1_800_000, 'KA', 1);
  bala = await person(30_000_000, 'MH', 2);
  chitra = await person(3_000_000, 'MH', 3);
  dev = await person(2_500_000, 'MH', 4);
  // Asha is not marked 29-31 October: 3 days LOP, 28 of 31 paid. Everyone else is present throughout.
  await present(asha.id, '2026-09-01', '2026-10-28');
  await present(asha.id, '2026-11-01', '2026-11-30');
  for (const user of [bala, chitra, dev]) await present(user.id, '2026-09-01', '2026-11-30');
  await generate('September 2026');
  await generate('October 2026');
  await revise(asha, '2026-09-01', 21_000);
  await revise(bala, '2026-09-01', 360_000);
  await revise(chitra, '2026-11-01', 33_000);
});
afterAll(() => ctx.close());

describe('arrears of revisions back-dated into finalised months', () => {
  let preview: PayrollRegister;

  it('leaves September and October as they were', async () => {
    expect((await breakdownOf(asha, 'September 2026')).gross).toBe(18_000);
    expect((await breakdownOf(asha, 'October 2026')).gross).toBe(16_258.06); // 18,000 × 28/31
  });

  it('previews November with one arrears line per month, for those whose revision reaches a finalised month', async () => {
    const res = await post('/api/admin/payroll-runs/preview', {
      employeeIds: [asha, bala, chitra, dev].map((p) => p.id),
      month: 'November 2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    preview = res.json();
    expect(preview.codes.earnings.map((c) => c.code)).toEqual([
      'BASIC',
      'HRA',
      'SPECIAL',
      'ARREARS_2026_09',
      'ARREARS_2026_10',
    ]);
    const row = (user: TestUser) => preview.rows.find((r) => r.employeeId === user.id)!;
    expect(row(asha).earnings.filter((l) => l.code.startsWith('ARREARS'))).toEqual([
      { code: 'ARREARS_2026_09', amount: 3_000 },
      { code: 'ARREARS_2026_10', amount: 2_709.68 },
    ]);
    expect(row(chitra).earnings.map((l) => l.code)).toEqual(['BASIC', 'HRA', 'SPECIAL']);
    expect(row(dev).earnings.map((l) => l.code)).toEqual(['BASIC', 'HRA', 'SPECIAL']);
  });

  it('generates November to the paisa: PF per month under its ceiling, ESI and PT on the gross, TDS', async () => {
    await generate('November 2026');
    const a = await breakdownOf(asha, 'November 2026');
    // September: ₹21,000 − ₹18,000 = ₹3,000. October, 28 of 31 days: 21,000 × 28/31 = 18,967.74 − 16,258.06.
    expect(arrearsLines(a.earnings)).toEqual([
      { code: 'ARREARS_2026_09', name: 'Arrears for September 2026', amount: 3_000 },
      { code: 'ARREARS_2026_10', name: 'Arrears for October 2026', amount: 2_709.68 },
    ]);
    expect(a.gross).toBe(26_709.68);
    // EPF: November's Basic ₹10,500 (EE ₹1,260, EPS ₹874.65 -> ₹875, ER ₹385, EDLI ₹52.50 -> ₹53) + September's
    // arrear wages ₹1,500 (₹180, ₹124.95 -> ₹125, ₹55, ₹7.50 -> ₹8) + October's ₹1,354.84 (₹162.58 -> ₹163,
    // ₹112.86 -> ₹113, ₹50, ₹6.77 -> ₹7).
    expect(amount(a.deductions, 'EPF_EE')).toBe(1_603);
    expect(amount(a.employerContributions, 'EPS_ER')).toBe(1_113);
    expect(amount(a.employerContributions, 'EPF_ER')).toBe(490);
    expect(amount(a.employerContributions, 'EDLI_ER')).toBe(68);
    // ESI (covered: ₹21,000 on 1 October) on ₹26,709.68: 0.75% = ₹200.32 -> ₹201; 3.25% = ₹868.06 -> ₹869.
    expect(amount(a.deductions, 'ESI_EE')).toBe(201);
    expect(amount(a.employerContributions, 'ESI_ER')).toBe(869);
    // Karnataka PT on ₹26,709.68 (₹25,000 and more): ₹200; without the arrears (₹21,000) it would be nil.
    expect(amount(a.deductions, 'PT')).toBe(200);
    expect(amount(a.deductions, 'TDS')).toBe(0);

    const b = await breakdownOf(bala, 'November 2026');
    expect(arrearsLines(b.earnings).map((l) => [l.name, l.amount])).toEqual([
      ['Arrears for September 2026', 60_000],
      ['Arrears for October 2026', 60_000],
    ]);
    expect(b.gross).toBe(480_000);
    // Basic ₹1,50,000 -> ₹1,80,000, both above ₹15,000: no PF on the arrears, November's ₹1,800 only.
    expect(amount(b.deductions, 'EPF_EE')).toBe(1_800);
    expect(amount(b.deductions, 'ESI_EE')).toBe(0);
    expect(amount(b.deductions, 'PT')).toBe(200);
    // TDS: the arrears are income of FY 2026-27: the year so far + November with its arrears + ₹3,60,000 for
    // each of the 4 months after it.
    const [september, october] = [await breakdownOf(bala, 'September 2026'), await breakdownOf(bala, 'October 2026')];
    const tds = monthlyTds({
      annualIncomePaise: rupeesToPaise(september.gross + october.gross + 480_000) + 4 * 36_000_000,
      regime: 'new',
      fyStartYear: 2026,
      tdsSoFarPaise: rupeesToPaise(amount(september.deductions, 'TDS') + amount(october.deductions, 'TDS')),
      remainingMonths: 5,
    });
    expect(tds).toBeGreaterThan(0);
    expect(rupeesToPaise(amount(b.deductions, 'TDS'))).toBe(tds);

    expect(arrearsLines((await breakdownOf(chitra, 'November 2026')).earnings)).toEqual([]);
    expect((await breakdownOf(chitra, 'November 2026')).gross).toBe(33_000);
    expect(arrearsLines((await breakdownOf(dev, 'November 2026')).earnings)).toEqual([]);
    // The preview said the same, to the paisa.
    for (const row of preview.rows)
      expect((await recordsOf('November 2026')).find((r) => r.employeeId === row.employeeId)!.amount).toBe(
        row.net,
      );
  });

  it('carries the arrears into the register and the files: totals equal the payslips', async () => {
    const november = await recordsOf('November 2026');
    const net = november.reduce((sum, r) => sum + rupeesToPaise(r.amount), 0);
    const bank = (await get('/api/admin/payroll-runs/2026-11/bank-transfer')).body.trim().split('\r\n');
    expect(rupeesToPaise(Number(bank.at(-1)!.split(',')[3]))).toBe(net);
    // ECR: Asha's EPF wages are November's and the arrear wages: 10,500 + 1,500 + 1,354.84 -> ₹13,355.
    const ecr = (await get('/api/admin/payroll-runs/2026-11/epfo-ecr')).body.trim().split('\n');
    const line = ecr.map((l) => l.split('#~#')).find((l) => l[0] === '100200300501')!;
    expect(line.slice(2, 9).map(Number)).toEqual([26_710, 13_355, 13_355, 13_355, 1_603, 1_113, 490]);
    const esic = (await get('/api/admin/payroll-runs/2026-11/esic')).body;
    expect(esic).toContain('2234567891,' + asha.name + ',30,26709.68,');
    const pt = (await get('/api/admin/payroll-runs/2026-11/professional-tax')).body;
    expect(pt).toContain(`KA,,Total KA,26709.68,200`);
  });

  it('regenerating November after a reopen recomputes the arrears rather than paying them twice', async () => {
    const before = await breakdownOf(asha, 'November 2026');
    const reopened = await post('/api/admin/payroll-runs/2026-11/reopen', { reason: 'Late attendance fix' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    await generate('November 2026');
    expect(await breakdownOf(asha, 'November 2026')).toEqual(before);
  });

  it('pays no arrears again in December: September and October are settled', async () => {
    await generate('December 2026');
    for (const user of [asha, bala, chitra, dev])
      expect(arrearsLines((await breakdownOf(user, 'December 2026')).earnings)).toEqual([]);
  });

  it('a chunk is made again when another batch moves the records its arrears came from', async () => {
    // Dev's revision to ₹27,500 from 1 October reaches October and November (finalised).
    await revise(dev, '2026-10-01', 27_500);
    expect((await post('/api/admin/payroll-runs/2026-12/reopen', { reason: 'Arrears' })).statusCode).toBe(
      200,
    );
    const storage = ctx.app.services.storage;
    // While December's payslip is written, another instance reopens November for Dev: not finalised any more,
    // it is no longer paid as arrears (it will be generated again in full).
    const { keys, restore } = onFirstPayslipWrite(storage, () =>
      ctx.db
        .update(salaryRecords)
        .set({ finalisedAt: null })
        .where(and(eq(salaryRecords.userId, dev.id), eq(salaryRecords.periodMonth, 11))),
    );
    await generate('December 2026', [dev]);
    restore();
    expect(keys).toHaveLength(2);
    expect(await storage.exists(keys[0]!)).toBe(false);
    expect(arrearsLines((await breakdownOf(dev, 'December 2026')).earnings)).toEqual([
      { code: 'ARREARS_2026_10', name: 'Arrears for October 2026', amount: 2_500 },
    ]);
  });
});
