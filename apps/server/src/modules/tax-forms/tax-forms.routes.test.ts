import { TAX_FORMS_MESSAGES as M, TAX_YEAR_MESSAGES, type TaxExtras } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/test-app.ts';
import { r, seededTaxYear, type SeededYear } from '../../test/tax-year-seed.test-helper.ts';

/**
 * House rent and an earlier employer through the API (issue 44, docs/tax-year.md): rent and its HRA exemption,
 * HR's verification, four-eyes, the earlier employer joining the TDS basis. Form 130, Form 138 and the LWF
 * return are in tax-forms.certificates.test.ts, on the same seeded year (tax-year-seed.test-helper.ts).
 */
let w: SeededYear;
let admin: TestUser;
let hr: TestUser;
let asha: TestUser;
let ravi: TestUser;
let ctx: SeededYear['ctx'];

beforeAll(async () => {
  w = await seededTaxYear();
  ({ ctx, admin, hr, asha, ravi } = w);
});
afterAll(() => w.ctx.close());

const call = (...args: Parameters<SeededYear['call']>) => w.call(...args);

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
