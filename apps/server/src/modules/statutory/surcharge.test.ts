import type { TaxRegime } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { incomeTax } from './index.ts';

const R = (rupees: number) => Math.round(rupees * 100);

/**
 * Surcharge and its marginal relief (issue 44, docs/tax-year.md "Surcharge"), tax year 2026-27, to the rupee:
 * [regime, annual income, deductions, taxable, slab tax, surcharge, cess, total] in rupees.
 */
const TABLE: [TaxRegime, number, number, number, number, number, number, number][] = [
  // the examples: ₹50 lakh taxable pays no surcharge; ₹10,000 above it pays ₹7,000 (₹10,000 less ₹3,000)
  ['new', 5_075_000, 0, 5_000_000, 1_080_000, 0, 43_200, 1_123_200],
  ['new', 5_085_000, 0, 5_010_000, 1_083_000, 7_000, 43_600, 1_133_600],
  // relief ends where 0.7 × (income above ₹50 lakh) passes 10% of the tax (near ₹1,61,194 above)
  ['new', 5_245_000, 0, 5_170_000, 1_131_000, 113_100, 49_764, 1_293_860],
  // ₹1 crore: 10% at it, 15% above with relief against the tax + 10% at ₹1 crore
  ['new', 10_075_000, 0, 10_000_000, 2_580_000, 258_000, 113_520, 2_951_520],
  ['new', 10_085_000, 0, 10_010_000, 2_583_000, 265_000, 113_920, 2_961_920],
  // the new regime stops at 25%; the old one goes to 37% above ₹5 crore
  ['new', 60_075_000, 0, 60_000_000, 17_580_000, 4_395_000, 879_000, 22_854_000],
  ['old', 60_050_000, 0, 60_000_000, 17_812_500, 6_590_625, 976_125, 25_379_250],
  ['old', 5_060_000, 0, 5_010_000, 1_315_500, 7_000, 52_900, 1_375_400],
  // declared deductions (old regime: section 123 / 80C ₹1,50,000) lower the taxable income
  ['old', 1_050_000, 150_000, 850_000, 82_500, 0, 3_300, 85_800],
];

describe('incomeTax: surcharge, marginal relief and deductions (tax year 2026-27)', () => {
  it.each(TABLE)(
    '%s regime, ₹%d less ₹%d -> taxable ₹%d, slab ₹%d, surcharge ₹%d, cess ₹%d, total ₹%d',
    (regime, income, deductions, taxable, slab, surcharge, cess, total) => {
      const tax = incomeTax({
        annualIncomePaise: R(income),
        deductionsPaise: R(deductions),
        regime,
        fyStartYear: 2026,
      });
      expect(tax).toMatchObject({
        taxableIncomePaise: R(taxable),
        slabTaxPaise: R(slab),
        surchargePaise: R(surcharge),
        cessPaise: R(cess),
        totalTaxPaise: R(total),
      });
    },
  );

  it('never lowers the tax as the income rises across ₹50 lakh and ₹1 crore', () => {
    for (const start of [5_070_000, 10_070_000]) {
      let previous = 0;
      for (let income = start; income <= start + 200_000; income += 1_000) {
        const { totalTaxPaise } = incomeTax({
          annualIncomePaise: R(income),
          regime: 'new',
          fyStartYear: 2026,
        });
        expect(totalTaxPaise).toBeGreaterThanOrEqual(previous);
        previous = totalTaxPaise;
      }
    }
  });

  it('refuses negative deductions', () => {
    expect(() =>
      incomeTax({ annualIncomePaise: R(1_000_000), deductionsPaise: -1, regime: 'old', fyStartYear: 2026 }),
    ).toThrow(RangeError);
  });
});
