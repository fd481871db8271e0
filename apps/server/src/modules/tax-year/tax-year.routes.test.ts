import { TAX_YEAR_MESSAGES as M, type SalaryRecord, type TaxYearView } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../../db/schema/index.ts';
import { putPayrollProfile, usePayrollSettings } from '../../test/payroll-fixtures.test-helper.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * The tax year through the API (issue 44, docs/tax-year.md): the regime window, declarations counted to their
 * limits, HR's verification and lock, and the payslip's TDS following both. The clock stands on 1 January 2027
 * (tax year 2026-27), so April 2026 can be paid.
 */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let asha: TestUser;

const at = (date: string) => `${date}T04:30:00.000Z`;

beforeAll(async () => {
  ctx = await createTestApp({ now: at('2027-01-01') });
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  asha = await createUser(ctx, { name: 'Asha Rao', baseSalaryPaise: 10_000_000, joinedOn: '2026-01-01' });
});
afterAll(() => ctx.close());

const call = (user: TestUser, method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });

async function mine(user: TestUser = asha): Promise<TaxYearView> {
  const res = await call(user, 'GET', '/api/tax-year/me');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TaxYearView;
}

describe('the regime', () => {
  it('is the profile’s (new) on a fresh install, and the choice is closed until the Admin opens it', async () => {
    const view = await mine();
    expect(view).toMatchObject({
      inUse: false,
      year: 2026,
      label: '2026-27',
      certificate: 'Form 130',
      regime: 'new',
      regimeSource: 'profile',
      window: { regimeUntil: null, proofsFrom: null, regimeOpen: false, proofsOnly: false },
      lines: [],
      projectedIncome: 1_200_000,
      // ₹12,00,000 - ₹75,000 = ₹11,25,000: within the rebate; old: ₹11,50,000 taxable
      comparison: {
        new: { taxableIncome: 1_125_000, deductions: 0, totalTax: 0 },
        old: { taxableIncome: 1_150_000, deductions: 0, totalTax: 163_800 },
      },
    });
    const closed = await call(asha, 'PUT', '/api/tax-year/me/regime', { year: 2026, regime: 'old' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: M.windowClosed, code: 'conflict' });
  });

  it('the person chooses while the window is open; a past or future year is refused', async () => {
    const window = await call(admin, 'PUT', '/api/admin/tax-year/windows/2026', {
      regimeUntil: '2027-01-10',
      proofsFrom: '2027-01-15',
    });
    expect(window.statusCode, window.body).toBe(200);
    expect(window.json()).toMatchObject({ regimeOpen: true, proofsOnly: false });
    const future = await call(asha, 'PUT', '/api/tax-year/me/regime', { year: 2027, regime: 'old' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: M.currentYearOnly('2026-27'), code: 'invalid_input' });
    const chosen = await call(asha, 'PUT', '/api/tax-year/me/regime', { year: 2026, regime: 'old' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ regime: 'old', regimeSource: 'employee' });
  });
});

describe('declarations', () => {
  it('keeps an amount above the limit as declared and counts it to the limit, with a note', async () => {
    const res = await call(asha, 'PUT', '/api/tax-year/me/declarations', {
      year: 2026,
      lines: [
        { section: 'S123', amount: 200_000 },
        { section: 'S126_SELF', amount: 20_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as TaxYearView;
    expect(view.lines.map((l) => [l.section, l.act2025, l.act1961, l.declared, l.counted, l.note])).toEqual([
      [
        'S123',
        'Section 123 (Schedule XV)',
        'Section 80C',
        200_000,
        150_000,
        'Counted to the limit of ₹1,50,000.',
      ],
      ['S126_SELF', 'Section 126', 'Section 80D', 20_000, 20_000, null],
    ]);
    // ₹12,00,000 - ₹50,000 - ₹1,70,000 = ₹9,80,000: ₹12,500 + 20% of ₹4,80,000 = ₹1,08,500 + cess ₹4,340
    expect(view.comparison.old).toEqual({ taxableIncome: 980_000, deductions: 170_000, totalTax: 112_840 });
  });

  it.each([
    ['a negative amount', { year: 2026, lines: [{ section: 'S123', amount: -1 }] }, M.amount],
    ['three decimals', { year: 2026, lines: [{ section: 'S123', amount: 1.005 }] }, M.amount],
    ['an unknown section', { year: 2026, lines: [{ section: '80Z', amount: 1 }] }, M.section],
    [
      'a section twice',
      {
        year: 2026,
        lines: [
          { section: 'S123', amount: 1 },
          { section: 'S123', amount: 2 },
        ],
      },
      M.duplicateSection,
    ],
    ['a future year', { year: 2027, lines: [] }, M.currentYearOnly('2026-27')],
  ])('refuses %s (400) and changes nothing', async (_what, body, message) => {
    const res = await call(asha, 'PUT', '/api/tax-year/me/declarations', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'invalid_input' });
    expect((await mine()).lines.map((l) => l.declared)).toEqual([200_000, 20_000]);
  });

  it('HR verifies a line in part with a reason; the person can no longer change it', async () => {
    const line = (await mine()).lines.find((l) => l.section === 'S123')!;
    const url = `/api/hr/employees/${asha.id}/tax-year/declarations/${line.id}`;
    const noReason = await call(hr, 'PUT', url, { status: 'partly', verifiedAmount: 120_000 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ message: M.reasonRequired, code: 'invalid_input' });
    const tooMuch = await call(hr, 'PUT', url, { status: 'partly', verifiedAmount: 200_000, reason: 'x' });
    expect(tooMuch.json()).toEqual({ message: M.partlyAmount, code: 'invalid_input' });
    const res = await call(hr, 'PUT', url, {
      status: 'partly',
      verifiedAmount: 120_000,
      reason: 'ELSS receipt missing',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TaxYearView).lines[0]).toMatchObject({
      status: 'partly',
      verified: 120_000,
      counted: 120_000,
      reason: 'ELSS receipt missing',
      note: 'Verified ₹1,20,000 of ₹2,00,000.',
    });
    const change = await call(asha, 'PUT', '/api/tax-year/me/declarations', {
      year: 2026,
      lines: [{ section: 'S123', amount: 150_000 }],
    });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toEqual({ message: M.verifiedLine(line.label), code: 'conflict' });
    expect((await mine()).lines.map((l) => l.declared)).toEqual([200_000, 20_000]);
    const other = await call(hr, 'PUT', `/api/hr/employees/${hr.id}/tax-year/declarations/${line.id}`, {
      status: 'accepted',
    });
    expect(other.statusCode).toBe(404);
  });

  it('from the proof date only verified amounts count (payroll’s basis)', async () => {
    const before = await ctx.app.services.taxYear.basisFor([asha.id], 2026, '2027-01-01');
    expect(before.get(asha.id)).toEqual({ regime: 'old', oldRegimeDeductionsPaise: 14_000_000 });
    const after = await ctx.app.services.taxYear.basisFor([asha.id], 2026, '2027-02-01');
    expect(after.get(asha.id)).toEqual({ regime: 'old', oldRegimeDeductionsPaise: 12_000_000 });
  });
});

describe('HR sets the regime with a reason, and it locks', () => {
  it('sets it, audits it, and the person can no longer choose', async () => {
    const noReason = await call(hr, 'PUT', `/api/hr/employees/${asha.id}/tax-year/regime`, {
      year: 2026,
      regime: 'new',
    });
    expect(noReason.statusCode).toBe(400);
    const res = await call(hr, 'PUT', `/api/hr/employees/${asha.id}/tax-year/regime`, {
      year: 2026,
      regime: 'new',
      reason: 'Asked by e-mail on 2 January',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      regime: 'new',
      regimeSource: 'staff',
      regimeReason: 'Asked by e-mail on 2 January',
    });
    const locked = await call(asha, 'PUT', '/api/tax-year/me/regime', { year: 2026, regime: 'old' });
    expect(locked.json()).toEqual({ message: M.lockedByStaff, code: 'conflict' });
    const log = await call(admin, 'GET', '/api/audit?action=tax.regime_set');
    expect(log.statusCode, log.body).toBe(200);
    expect(log.body).toContain('Asked by e-mail on 2 January');
  });
});

describe('the payslip’s TDS follows the regime and the declarations (₹1,00,000 a month, April 2026)', () => {
  let ravi: TestUser;
  const tdsOf = (record: SalaryRecord) => record.breakdown!.deductions.find((l) => l.code === 'TDS');

  async function april(): Promise<SalaryRecord> {
    const gen = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/generate-salary',
      headers: bearer(admin),
      payload: { employeeIds: [ravi.id], month: 'April 2026' },
    });
    expect(gen.statusCode, gen.body).toBe(202);
    await ctx.app.services.payroll.whenIdle();
    const list = await call(ravi, 'GET', `/api/employees/${ravi.id}/salaries`);
    return (list.json() as SalaryRecord[]).find((r) => r.month === 'April 2026')!;
  }

  it('new regime: nothing; old regime: ₹13,650; old with ₹1,50,000 declared: ₹9,750', async () => {
    await usePayrollSettings(ctx, admin, { tds: true });
    ravi = await createUser(ctx, { name: 'Ravi Das', baseSalaryPaise: 10_000_000, joinedOn: '2026-01-01' });
    await putPayrollProfile(ctx, admin, ravi, { pan: 'ABCDE1234F', taxRegime: 'new' });
    const rows: never[] = [];
    for (let day = 1; day <= 30; day += 1) {
      const date = `2026-04-${String(day).padStart(2, '0')}`;
      if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 0)
        rows.push({ userId: ravi.id, date, status: 'Present', source: 'manual' } as never);
    }
    await ctx.db.insert(attendance).values(rows);

    // ₹12,00,000 projected: new regime within the rebate, no TDS line
    expect(tdsOf(await april())).toBeUndefined();
    await call(hr, 'PUT', `/api/hr/employees/${ravi.id}/tax-year/regime`, {
      year: 2026,
      regime: 'old',
      reason: 'Form 12BB',
    });
    // old: ₹11,50,000 taxable, ₹1,57,500 + cess ₹6,300 = ₹1,63,800 / 12
    expect(tdsOf(await april())).toMatchObject({ amount: 13_650 });
    const declared = await call(ravi, 'PUT', '/api/tax-year/me/declarations', {
      year: 2026,
      lines: [{ section: 'S123', amount: 150_000 }],
    });
    expect(declared.statusCode, declared.body).toBe(200);
    // ₹10,00,000 taxable: ₹1,12,500 + cess ₹4,500 = ₹1,17,000 / 12
    expect(tdsOf(await april())).toMatchObject({
      amount: 9_750,
      basis: 'Old regime, on ₹12,00,000 projected for the year, less ₹1,50,000 declared',
    });
  });
});
