import { TAX_FORMS_MESSAGES as M, type Form138, type TaxRegister } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payslipTexts } from '../payroll/payslip/pdf-text.test-helper.ts';
import type { TestUser } from '../../test/test-app.ts';
import { r, seededTaxYear, type SeededYear } from '../../test/tax-year-seed.test-helper.ts';

/**
 * The certificates and returns through the API (issue 44, docs/tax-year.md): the employer's TAN, Form 130 Part B
 * from the seeded year of finalised slips (tax-year-seed.test-helper.ts) with the rent HR accepted at ₹20,000 a month
 * and ₹1,50,000 under section 123, Form 138's quarter with its PAN checks and export, the LWF return.
 */
let w: SeededYear;
let admin: TestUser;
let hr: TestUser;
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  w = await seededTaxYear();
  ({ admin, hr, asha, ravi } = w);
  const rent = await w.call(asha, 'PUT', '/api/tax-year/me/rent', {
    year: 2026,
    monthlyRent: 30_000,
    city: 'MUMBAI',
    landlordName: 'K. Mehta',
    landlordPan: 'PQRST6789K',
  });
  expect(rent.statusCode, rent.body).toBe(200);
  const accepted = await w.call(hr, 'PUT', `/api/hr/employees/${asha.id}/tax-year/rent`, {
    year: 2026,
    status: 'partly',
    verifiedAmount: 20_000,
    reason: 'Receipts for ₹20,000',
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
});
afterAll(() => w.ctx.close());

const call = (...args: Parameters<SeededYear['call']>) => w.call(...args);
const seedSlip = (...args: Parameters<SeededYear['seedSlip']>) => w.seedSlip(...args);

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

describe('the tax register', () => {
  it('lists the year per person: gross, exemptions, taxable income, tax and TDS month by month', async () => {
    const res = await call(hr, 'GET', '/api/hr/tax-year/register?year=2026');
    expect(res.statusCode, res.body).toBe(200);
    const register = res.json() as TaxRegister;
    expect(register.period).toBe('Tax year 2026-27');
    const [a, r] = register.rows;
    // Form 130's figures: HRA ₹15,000 × 11 + standard ₹50,000 + section 123 ₹1,50,000 = ₹3,65,000
    expect(a).toMatchObject({
      name: 'Asha Rao',
      pan: 'XXXXXX234F',
      regime: 'old',
      gross: 1_100_000,
      tds: 50_050,
      exemptions: 365_000,
      taxable: 735_000,
      tax: 61_880,
      tdsToDate: 50_050,
    });
    expect(a!.tdsByMonth).toEqual([...Array.from({ length: 11 }, () => 4_550), 0]);
    // New regime: the standard deduction exceeds May's ₹60,000, so nothing is taxable.
    expect(r).toMatchObject({
      name: 'Ravi Das',
      regime: 'new',
      gross: 60_000,
      exemptions: 60_000,
      taxable: 0,
      tax: 0,
    });
    expect(register.totals).toEqual({ gross: 1_160_000, tds: 50_050, tdsToDate: 50_050 });
  });

  it('a month lists the people paid in it, with the year to that month', async () => {
    const res = await call(admin, 'GET', '/api/admin/tax-year/register?year=2026&month=11');
    const register = res.json() as TaxRegister;
    expect(register.period).toBe('November 2026');
    // April - November: ₹8,00,000 less HRA ₹1,20,000, standard ₹50,000, 123 ₹1,50,000 = ₹4,80,000: 87A (156) rebate
    expect(
      register.rows.map((row) => [
        row.name,
        row.gross,
        row.tds,
        row.grossToDate,
        row.taxable,
        row.tax,
        row.tdsToDate,
      ]),
    ).toEqual([['Asha Rao', 100_000, 4_550, 800_000, 480_000, 0, 36_400]]);
    const csv = await call(hr, 'GET', '/api/hr/tax-year/register/export?year=2026&month=11&format=csv');
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Gross (November 2026)');
    expect(lines[1]).toContain('Asha Rao');
    expect(lines[1]).toContain('XXXXXX234F');
    expect(lines.at(-1)).toContain('TOTAL,1 employees');
    const bad = await call(hr, 'GET', '/api/hr/tax-year/register?year=2026&month=13');
    expect(bad.json()).toEqual({ message: M.month, code: 'invalid_input' });
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
