import { GENDERS, TAX_REGIMES } from '@hrms/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { epf, esiContribution, incomeTax, monthlyTds, professionalTax } from './index.ts';

const paise = (max: number) => fc.integer({ min: 0, max });
const regime = fc.constantFrom(...TAX_REGIMES);
const fy = fc.constantFrom(2025, 2026, 2027);
const income = paise(10_000_000_00); // up to ₹1 crore
const wages = paise(5_00_000_00); // up to ₹5 lakh a month
const month = fc.integer({ min: 1, max: 12 });
const date = month.map((m) => `2026-${String(m).padStart(2, '0')}-10`);

describe('income tax properties', () => {
  it('nothing is negative, and rebate and relief never take the tax below zero', () => {
    fc.assert(
      fc.property(income, regime, fy, (annualIncomePaise, r, fyStartYear) => {
        const tax = incomeTax({ annualIncomePaise, regime: r, fyStartYear });
        for (const value of Object.values(tax)) expect(value).toBeGreaterThanOrEqual(0);
        expect(tax.rebatePaise + tax.marginalReliefPaise).toBeLessThanOrEqual(tax.slabTaxPaise);
      }),
    );
  });

  it('total = slab − rebate − relief + surcharge + cess, rounded to the nearest ten rupees; cess is 4% of the tax', () => {
    fc.assert(
      fc.property(income, regime, fy, (annualIncomePaise, r, fyStartYear) => {
        const tax = incomeTax({ annualIncomePaise, regime: r, fyStartYear });
        const beforeCess = tax.slabTaxPaise - tax.rebatePaise - tax.marginalReliefPaise + tax.surchargePaise;
        expect(Math.abs(tax.cessPaise - beforeCess * 0.04)).toBeLessThanOrEqual(0.5);
        const exact = beforeCess + tax.cessPaise;
        expect(tax.totalTaxPaise % 1000).toBe(0);
        // paise dropped, then the nearest ten: within ₹5 below or ₹5 above the exact sum
        expect(tax.totalTaxPaise - exact).toBeGreaterThan(-600);
        expect(tax.totalTaxPaise - exact).toBeLessThanOrEqual(500);
      }),
    );
  });

  it('never falls as income rises (through the rebate limit and marginal relief too)', () => {
    fc.assert(
      fc.property(income, paise(2_00_000_00), regime, fy, (low, rise, r, fyStartYear) => {
        const a = incomeTax({ annualIncomePaise: low, regime: r, fyStartYear });
        const b = incomeTax({ annualIncomePaise: low + rise, regime: r, fyStartYear });
        expect(b.totalTaxPaise).toBeGreaterThanOrEqual(a.totalTaxPaise);
        expect(b.taxableIncomePaise).toBeGreaterThanOrEqual(a.taxableIncomePaise);
      }),
    );
  });

  it('is monotone around ₹12 lakh taxable, rupee by rupee', () => {
    let previous = 0;
    for (let rupee = 1_270_000; rupee <= 1_350_000; rupee += 1) {
      const { totalTaxPaise } = incomeTax({
        annualIncomePaise: rupee * 100,
        regime: 'new',
        fyStartYear: 2026,
      });
      expect(totalTaxPaise).toBeGreaterThanOrEqual(previous);
      previous = totalTaxPaise;
    }
  });

  it('monthly TDS is never negative and spreads what is left to within a rupee a month', () => {
    fc.assert(
      fc.property(
        income,
        paise(5_00_000_00),
        fc.integer({ min: 1, max: 12 }),
        regime,
        (annualIncomePaise, tdsSoFarPaise, remainingMonths, r) => {
          const input = { annualIncomePaise, regime: r, fyStartYear: 2026 };
          const tds = monthlyTds({ ...input, tdsSoFarPaise, remainingMonths });
          expect(tds).toBeGreaterThanOrEqual(0);
          expect(tds % 100).toBe(0);
          const left = Math.max(0, incomeTax(input).totalTaxPaise - tdsSoFarPaise);
          expect(Math.abs(tds * remainingMonths - left)).toBeLessThanOrEqual(50 * remainingMonths);
        },
      ),
    );
  });
});

describe('EPF, ESI and PT properties', () => {
  it('EPF: nothing negative, EPS + employer EPF = the employer 12%, EPS and EDLI within their caps, monotone', () => {
    fc.assert(
      fc.property(wages, paise(1_00_000_00), fc.boolean(), (pfWagesPaise, rise, pfOnFullWages) => {
        const a = epf({ pfWagesPaise, pfOnFullWages, date: '2026-11-01' });
        const b = epf({ pfWagesPaise: pfWagesPaise + rise, pfOnFullWages, date: '2026-11-01' });
        for (const value of Object.values(a)) expect(value).toBeGreaterThanOrEqual(0);
        expect(a.epsPaise).toBeLessThanOrEqual(1_250_00);
        expect(a.edliPaise).toBeLessThanOrEqual(75_00);
        expect(a.epsPaise + a.employerEpfPaise).toBe(a.employeePaise); // both 12% of the same wages
        if (!pfOnFullWages) expect(a.employeePaise).toBeLessThanOrEqual(1_800_00);
        expect(b.employeePaise).toBeGreaterThanOrEqual(a.employeePaise);
        expect(b.epsPaise).toBeGreaterThanOrEqual(a.epsPaise);
      }),
    );
  });

  it('ESI: whole rupees, never negative, never below the exact percentage, monotone in wages', () => {
    fc.assert(
      fc.property(
        wages,
        paise(50_000_00),
        fc.integer({ min: 0, max: 62 }),
        date,
        (gross, rise, halfDays, d) => {
          const paidDays = halfDays / 2;
          const a = esiContribution({ grossEarnedPaise: gross, covered: true, paidDays, date: d });
          const b = esiContribution({ grossEarnedPaise: gross + rise, covered: true, paidDays, date: d });
          expect(a.employerPaise % 100).toBe(0);
          expect(a.employeePaise % 100).toBe(0);
          expect(a.employerPaise).toBeGreaterThanOrEqual(gross * 0.0325 - 1e-6);
          expect(a.employerPaise - gross * 0.0325).toBeLessThan(100);
          if (a.employeePaise > 0) expect(a.employeePaise).toBeGreaterThanOrEqual(gross * 0.0075 - 1e-6);
          expect(b.employerPaise).toBeGreaterThanOrEqual(a.employerPaise);
          expect(b.employeePaise).toBeGreaterThanOrEqual(a.employeePaise);
        },
      ),
    );
  });

  it('PT: never negative, never more than ₹300, monotone in wages within a state, gender and month', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('MH', 'KA', 'TN'),
        fc.constantFrom(...GENDERS, null),
        wages,
        paise(50_000_00),
        month,
        (state, gender, gross, rise, m) => {
          const at = (grossEarnedPaise: number) =>
            professionalTax({ state, gender, grossEarnedPaise, year: 2026, month: m });
          expect(at(gross)).toBeGreaterThanOrEqual(0);
          expect(at(gross)).toBeLessThanOrEqual(300_00);
          expect(at(gross + rise)).toBeGreaterThanOrEqual(at(gross));
        },
      ),
    );
  });
});
