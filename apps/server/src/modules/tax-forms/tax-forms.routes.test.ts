import { TAX_FORMS_MESSAGES as M, TAX_YEAR_MESSAGES, type Form138, type TaxExtras } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salaryRecords } from '../../db/schema/index.ts';
import { payslipTexts } from '../payroll/payslip/pdf-text.test-helper.ts';
import { putPayrollProfile } from '../../test/payroll-fixtures.test-helper.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * The tax forms through the API (issue 44, docs/tax-year.md): rent and its HRA exemption, HR's verification,
 * an earlier employer, the employer's TAN, Form 130 Part B from a seeded year of finalised slips, Form 138's
 * quarter with its PAN checks, the LWF return. The clock stands on 15 March 2027 (tax year 2026-27).
 */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let asha: TestUser;
let ravi: TestUser;

const r = (rupees: number) => rupees * 100;
const NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A finalised slip as the payroll run stores it: ₹gross split 50% Basic, HRA half of Basic; its TDS and more lines. */
async function seedSlip(
  user: TestUser,
  year: number,
  month: number,
  gross: number,
  tds: number,
  more: object = {},
) {
  const pay = {
    grossPaise: r(gross),
    netPaise: r(gross - tds),
    earnings: [
      { code: 'BASIC', name: 'Basic', paise: r(gross / 2) },
      { code: 'HRA', name: 'House Rent Allowance', paise: r(gross / 4) },
      { code: 'SPECIAL', name: 'Special Allowance', paise: r(gross / 4) },
    ],
    deductions: tds > 0 ? [{ code: 'TDS', name: 'Income Tax (TDS)', paise: r(tds) }] : [],
    employerContributions: [],
    ...more,
  };
  await ctx.db.insert(salaryRecords).values({
    userId: user.id,
    periodYear: year,
    periodMonth: month,
    month: `${NAMES[month - 1]} ${year}`,
    amountPaise: r(gross - tds),
    baseSalaryPaise: r(gross),
    payBreakdown: pay,
    finalisedAt: new Date(),
    paidOn: `${year}-${String(month).padStart(2, '0')}-28`,
  });
}

beforeAll(async () => {
  ctx = await createTestApp({ now: '2027-03-15T04:30:00.000Z' });
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR', baseSalaryPaise: r(80_000) });
  asha = await createUser(ctx, { name: 'Asha Rao', baseSalaryPaise: r(100_000), joinedOn: '2025-01-01' });
  ravi = await createUser(ctx, { name: 'Ravi Das', baseSalaryPaise: r(60_000), joinedOn: '2025-01-01' });
  await putPayrollProfile(ctx, admin, asha, { pan: 'ABCDE1234F', taxRegime: 'old' });
  // April 2026 - February 2027 finalised at ₹1,00,000 with ₹4,550 TDS each
  for (const [y, m] of [
    [2026, 4],
    [2026, 5],
    [2026, 6],
    [2026, 7],
    [2026, 8],
    [2026, 9],
    [2026, 10],
    [2026, 11],
    [2026, 12],
    [2027, 1],
    [2027, 2],
  ] as const)
    await seedSlip(asha, y, m, 100_000, 4_550);
  await seedSlip(ravi, 2026, 5, 60_000, 0);
});
afterAll(() => ctx.close());

const call = (user: TestUser, method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });

describe('house rent and the HRA exemption', () => {
  it("refuses a year's rent above ₹1,00,000 without the landlord's PAN, and nothing is saved", async () => {
    const res = await call(asha, 'PUT', '/api/tax-year/me/rent', {
      year: 2026,
      monthlyRent: 30_000,
      city: 'Mumbai',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.landlordPanNeeded('₹1,00,000'), code: 'invalid_input' });
    expect(((await call(asha, 'GET', '/api/tax-year/me/extras')).json() as TaxExtras).rent).toBeNull();
  });

  it('counts the least of the three: ₹25,000 a month in Mumbai on Basic ₹50,000 and HRA ₹25,000', async () => {
    const res = await call(asha, 'PUT', '/api/tax-year/me/rent', {
      year: 2026,
      monthlyRent: 30_000,
      city: 'mumbai',
      landlordName: 'K. Mehta',
      landlordPan: 'pqrsT6789k',
    });
    expect(res.statusCode, res.body).toBe(200);
    const extras = res.json() as TaxExtras;
    expect(extras.rent).toMatchObject({
      monthlyRent: 30_000,
      city: 'MUMBAI',
      landlordPan: 'XXXXXX789K',
      status: 'declared',
      landlordPanNeeded: true,
    });
    expect(extras.hra).toEqual({
      basicDa: 50_000,
      hra: 25_000,
      metro: true,
      countedRent: 30_000,
      monthlyExempt: 25_000,
      yearExempt: 300_000,
      note: null,
    });
    expect(extras.certificateReady).toBe(true);
  });

  it.each([
    ['a negative rent', { year: 2026, monthlyRent: -1, city: 'MUMBAI' }, TAX_YEAR_MESSAGES.amount],
    [
      'a bad landlord PAN',
      { year: 2026, monthlyRent: 5_000, city: 'PUNE', landlordPan: '12345' },
      M.landlordPan,
    ],
    [
      'another tax year',
      { year: 2027, monthlyRent: 5_000, city: 'PUNE' },
      TAX_YEAR_MESSAGES.currentYearOnly('2026-27'),
    ],
  ])('refuses %s (400)', async (_what, body, message) => {
    const res = await call(asha, 'PUT', '/api/tax-year/me/rent', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'invalid_input' });
  });

  it('HR accepts ₹20,000 of it with a reason; the person can no longer change it; nobody verifies their own', async () => {
    const url = `/api/hr/employees/${asha.id}/tax-year/rent`;
    expect(
      (await call(hr, 'PUT', url, { year: 2026, status: 'partly', verifiedAmount: 20_000 })).statusCode,
    ).toBe(400);
    const res = await call(hr, 'PUT', url, {
      year: 2026,
      status: 'partly',
      verifiedAmount: 20_000,
      reason: 'Receipts for ₹20,000',
    });
    expect(res.statusCode, res.body).toBe(200);
    // least of ₹25,000, ₹20,000 - ₹5,000, ₹25,000
    expect((res.json() as TaxExtras).hra).toMatchObject({
      countedRent: 20_000,
      monthlyExempt: 15_000,
      yearExempt: 180_000,
    });
    const change = await call(asha, 'PUT', '/api/tax-year/me/rent', {
      year: 2026,
      monthlyRent: 1_000,
      city: 'MUMBAI',
    });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toEqual({ message: M.verified, code: 'conflict' });
    expect(await ctx.app.services.taxExtras.basisFor([asha.id], 2026, '2027-03-01')).toEqual(
      new Map([[asha.id, { hraExemptPaise: r(180_000), previous: null }]]),
    );
    await call(hr, 'PUT', '/api/tax-year/me/rent', { year: 2026, monthlyRent: 5_000, city: 'PUNE' });
    const own = await call(hr, 'PUT', `/api/hr/employees/${hr.id}/tax-year/rent`, {
      year: 2026,
      status: 'accepted',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: M.ownVerify, code: 'forbidden' });
    const log = await call(admin, 'GET', '/api/audit?action=tax.rent_verify');
    expect(log.body).toContain('Receipts for ₹20,000');
  });
});

describe('an earlier employer this tax year', () => {
  it('is declared, refused when TDS exceeds gross, and joins the TDS basis once HR accepts it', async () => {
    const bad = await call(ravi, 'PUT', '/api/tax-year/me/previous-employment', {
      year: 2026,
      employerName: 'Old Co',
      gross: 10,
      tds: 20,
    });
    expect(bad.json()).toEqual({ message: M.tdsAboveGross, code: 'invalid_input' });
    const res = await call(ravi, 'PUT', '/api/tax-year/me/previous-employment', {
      year: 2026,
      employerName: 'Old Co',
      employerTan: 'blro12345a',
      gross: 600_000,
      tds: 20_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TaxExtras).previous).toEqual({
      employerName: 'Old Co',
      employerTan: 'BLRO12345A',
      gross: 600_000,
      tds: 20_000,
      status: 'declared',
      reason: null,
    });
    expect((await ctx.app.services.taxExtras.basisFor([ravi.id], 2026, '2027-03-01')).size).toBe(0);
    const accepted = await call(hr, 'PUT', `/api/hr/employees/${ravi.id}/tax-year/previous-employment`, {
      year: 2026,
      status: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await ctx.app.services.taxExtras.basisFor([ravi.id], 2026, '2027-03-01')).get(ravi.id)).toEqual({
      hraExemptPaise: 0,
      previous: { grossPaise: r(600_000), tdsPaise: r(20_000) },
    });
  });
});

describe('Form 130 Part B', () => {
  it('the employer’s TAN is the Admin’s to set (HR reads it)', async () => {
    const bad = await call(admin, 'PUT', '/api/admin/tax-year/deductor', {
      tan: 'X',
      pan: null,
      responsiblePerson: null,
    });
    expect(bad.json()).toEqual({ message: M.tan, code: 'invalid_input' });
    const res = await call(admin, 'PUT', '/api/admin/tax-year/deductor', {
      tan: 'MUMA12345B',
      pan: 'AABCA1234C',
      responsiblePerson: 'Neha Kapoor',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(hr, 'GET', '/api/hr/tax-year/deductor')).json()).toEqual({
      tan: 'MUMA12345B',
      pan: 'AABCA1234C',
      responsiblePerson: 'Neha Kapoor',
    });
  });

  it('the person downloads theirs: eleven months, the rent HR accepted, section 123, the tax and the balance', async () => {
    await call(asha, 'PUT', '/api/tax-year/me/declarations', {
      year: 2026,
      lines: [{ section: 'S123', amount: 150_000 }],
    });
    const res = await call(asha, 'GET', '/api/tax-year/me/form-130?year=2026');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { texts, title } = await payslipTexts(res.rawPayload);
    expect(title).toBe('Form 130 Part B 2026-27 - Asha Rao');
    // ₹11,00,000 - HRA ₹15,000 × 11 - ₹50,000 - ₹1,50,000 = ₹7,35,000: ₹12,500 + 20% of ₹2,35,000 = ₹59,500 + cess ₹2,380
    expect(texts).toEqual(
      expect.arrayContaining([
        'FORM 130 - PART B',
        'Tax year 2026-27',
        'MUMA12345B',
        'ABCDE1234F',
        'February 2027',
        '11,00,000.00',
        '1,65,000.00',
        '50,000.00',
        '7,35,000.00',
        '59,500.00',
        '2,380.00',
        '61,880.00',
        '50,050.00',
        '15. Tax payable with the return',
        '11,830.00',
      ]),
    );
    const staff = await call(hr, 'GET', `/api/hr/employees/${asha.id}/tax-year/form-130?year=2026`);
    expect(staff.statusCode).toBe(200);
  });

  it('answers 409 when the year has no finalised slip', async () => {
    const res = await call(hr, 'GET', '/api/tax-year/me/form-130?year=2026');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: M.noSlips, code: 'conflict' });
  });
});

describe('Form 138 (was 24Q), quarter 1 of 2026-27', () => {
  it('masks PANs in the answer and flags the missing one with the rule', async () => {
    const res = await call(hr, 'GET', '/api/hr/tax-year/form-138?year=2026&quarter=1');
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json() as Form138;
    expect(q.form).toBe('Form 138');
    expect(
      q.rows.map((row) => [row.name, row.pan, row.panStatus, row.month, row.amountPaid, row.tds]),
    ).toEqual([
      ['Asha Rao', 'XXXXXX234F', 'valid', 'April 2026', 100_000, 4_550],
      ['Asha Rao', 'XXXXXX234F', 'valid', 'May 2026', 100_000, 4_550],
      ['Asha Rao', 'XXXXXX234F', 'valid', 'June 2026', 100_000, 4_550],
      ['Ravi Das', null, 'missing', 'May 2026', 60_000, 0],
    ]);
    expect(q.totals).toEqual({ amountPaid: 360_000, tds: 13_650 });
    expect(q.panProblems).toEqual(['Ravi Das']);
    expect(q.panRule).toContain('section 397(2) of the Income-tax Act, 2025 (section 206AA of the 1961 Act)');
  });

  it('exports the whole PAN for filing (audited); a bad quarter is refused', async () => {
    const res = await call(
      admin,
      'GET',
      '/api/admin/tax-year/form-138/export?year=2026&quarter=1&format=csv',
    );
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('PAN of the Employee');
    expect(lines[1]).toContain('ABCDE1234F');
    expect(res.body).toContain('PANNOTAVBL');
    expect((await call(admin, 'GET', '/api/audit?action=tax.form138_export')).body).toContain('2026-27');
    const bad = await call(admin, 'GET', '/api/admin/tax-year/form-138?year=2026&quarter=5');
    expect(bad.json()).toEqual({ message: M.quarter, code: 'invalid_input' });
  });
});

describe('the LWF half-yearly return', () => {
  it("lists each person's June contribution in Maharashtra with the totals", async () => {
    await seedSlip(ravi, 2026, 6, 60_000, 0, {
      deductions: [
        { code: 'LWF_EE', name: 'Labour Welfare Fund', paise: r(25), basis: 'LWF Maharashtra, June' },
      ],
      employerContributions: [{ code: 'LWF_ER', name: 'Employer LWF', paise: r(75) }],
    });
    const res = await call(hr, 'GET', '/api/hr/tax-year/lwf-return?year=2026&half=1&state=MH&format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Ravi Das,June 2026,25.00,75.00,100.00');
    expect(res.body).toContain('TOTAL,1 employees,,25.00,75.00,100.00');
    const none = await call(hr, 'GET', '/api/hr/tax-year/lwf-return?year=2026&half=1&state=ZZ&format=csv');
    expect(none.json()).toEqual({ message: M.state, code: 'invalid_input' });
  });
});
