import type { TaxRegime } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { incomeTax, monthlyTds, taxOnEmploymentDeduction } from './index.ts';

const R = (rupees: number) => Math.round(rupees * 100);

/** [regime, annual income, taxable, slab tax, rebate, marginal relief, cess, total] in rupees. */
const TABLE: [TaxRegime, number, number, number, number, number, number, number][] = [
  // the worked examples (new regime)
  ['new', 1_275_000, 1_200_000, 60_000, 60_000, 0, 0, 0],
  ['new', 1_285_000, 1_210_000, 61_500, 0, 51_500, 400, 10_400],
  ['new', 1_675_000, 1_600_000, 120_000, 0, 0, 4_800, 124_800],
  // ₹12 lakh taxable: ten rupees above it the tax is those ten rupees (+ cess, rounded to ₹10)
  ['new', 1_275_010, 1_200_010, 60_001.5, 0, 59_991.5, 0.4, 10],
  // where marginal relief ends: slab tax catches up with the income above ₹12 lakh near ₹12,70,588
  ['new', 1_345_580, 1_270_580, 70_587, 0, 7, 2_823.2, 73_400],
  ['new', 1_345_590, 1_270_590, 70_588.5, 0, 0, 2_823.54, 73_410],
  ['new', 475_000, 400_000, 0, 0, 0, 0, 0],
  ['new', 2_475_000, 2_400_000, 300_000, 0, 0, 12_000, 312_000],
  ['new', 3_075_000, 3_000_000, 480_000, 0, 0, 19_200, 499_200],
  ['new', 50_000, 0, 0, 0, 0, 0, 0],
  ['new', 0, 0, 0, 0, 0, 0, 0],
  // section 288A: taxable income to the nearest ten rupees (paise ignored)
  ['new', 1_285_004.99, 1_210_000, 61_500, 0, 51_500, 400, 10_400],
  ['new', 1_285_005, 1_210_010, 61_501.5, 0, 51_491.5, 400.4, 10_410],
  // old regime: the ₹12,500 rebate at ₹5 lakh taxable, no marginal relief above it
  ['old', 550_000, 500_000, 12_500, 12_500, 0, 0, 0],
  ['old', 550_010, 500_010, 12_502, 0, 0, 500.08, 13_000],
  ['old', 1_050_000, 1_000_000, 112_500, 0, 0, 4_500, 117_000],
  ['old', 1_675_000, 1_625_000, 300_000, 0, 0, 12_000, 312_000],
  ['old', 300_000, 250_000, 0, 0, 0, 0, 0],
];

describe('incomeTax', () => {
  for (const fyStartYear of [2025, 2026]) {
    it.each(TABLE)(
      `FY ${fyStartYear}: %s regime, ₹%d -> taxable ₹%d, slab ₹%d, rebate ₹%d, relief ₹%d, cess ₹%d, total ₹%d`,
      (regime, income, taxable, slab, rebate, relief, cess, total) => {
        expect(incomeTax({ annualIncomePaise: R(income), regime, fyStartYear })).toEqual({
          taxOnEmploymentPaise: 0,
          taxableIncomePaise: R(taxable),
          slabTaxPaise: R(slab),
          rebatePaise: R(rebate),
          marginalReliefPaise: R(relief),
          surchargePaise: 0,
          cessPaise: R(cess),
          totalTaxPaise: R(total),
        });
      },
    );
  }

  it('keeps the latest figures for a later year and has none before FY 2025-26', () => {
    expect(
      incomeTax({ annualIncomePaise: R(1_285_000), regime: 'new', fyStartYear: 2030 }).totalTaxPaise,
    ).toBe(R(10_400));
    expect(() => incomeTax({ annualIncomePaise: R(1_285_000), regime: 'new', fyStartYear: 2024 })).toThrow(
      RangeError,
    );
  });

  it('refuses a negative or fractional paise income', () => {
    expect(() => incomeTax({ annualIncomePaise: -1, regime: 'new', fyStartYear: 2026 })).toThrow(RangeError);
    expect(() => incomeTax({ annualIncomePaise: 0.5, regime: 'new', fyStartYear: 2026 })).toThrow(RangeError);
  });
});

/**
 * Tax on employment (Professional Tax) deducted from salary (docs/payroll-statutory.md, "Tax on employment"): the
 * old regime deducts the year's PT up to ₹2,500 (section 19(1) Table Sl. No. 1 of the 2025 Act; 16(iii) of the
 * 1961 Act; article 276(2)); the new regime does not (section 202(2)(a)(iv); 115BAC(2)).
 * [regime, FY, annual income, PT of the year, deducted, taxable, total tax] in rupees.
 */
const TAX_ON_EMPLOYMENT: [TaxRegime, number, number, number, number, number, number][] = [
  // ₹50,000 a month in Maharashtra: ₹200 a month, ₹300 in February = ₹2,500. Without it: ₹5,50,000 taxable,
  // ₹12,500 + 20% of ₹50,000 = ₹22,500 + cess ₹900 = ₹23,400.
  ['old', 2026, 600_000, 0, 0, 550_000, 23_400],
  // With it: ₹5,47,500 taxable: ₹12,500 + 20% of ₹47,500 = ₹22,000 + cess ₹880 = ₹22,880.
  ['old', 2026, 600_000, 2_500, 2_500, 547_500, 22_880],
  ['old', 2025, 600_000, 2_500, 2_500, 547_500, 22_880],
  // more than ₹2,500 is not a tax on employment within article 276(2): counted to ₹2,500
  ['old', 2026, 600_000, 3_000, 2_500, 547_500, 22_880],
  // it can bring the income under the ₹5 lakh rebate: ₹5,52,500 - ₹50,000 - ₹2,500 = ₹5,00,000 -> nil
  ['old', 2026, 552_500, 2_500, 2_500, 500_000, 0],
  ['old', 2026, 552_500, 0, 0, 502_500, 13_520],
  // never more than the salary
  ['old', 2026, 1_000, 2_500, 1_000, 0, 0],
  // the new regime allows none: ₹18,00,000 - ₹75,000 = ₹17,25,000 -> ₹1,45,000 + cess ₹5,800
  ['new', 2026, 1_800_000, 2_500, 0, 1_725_000, 150_800],
  ['new', 2025, 1_800_000, 2_500, 0, 1_725_000, 150_800],
];

describe('incomeTax: tax on employment', () => {
  it.each(TAX_ON_EMPLOYMENT)(
    '%s regime FY %d, ₹%d with ₹%d PT: ₹%d deducted, taxable ₹%d, tax ₹%d',
    (regime, fyStartYear, income, pt, deducted, taxable, total) => {
      const tax = incomeTax({
        annualIncomePaise: R(income),
        regime,
        fyStartYear,
        taxOnEmploymentPaise: R(pt),
      });
      expect(tax).toMatchObject({
        taxOnEmploymentPaise: R(deducted),
        taxableIncomePaise: R(taxable),
        totalTaxPaise: R(total),
      });
      // without a salary to stop at: the PT to ₹2,500, or none in the new regime
      expect(taxOnEmploymentDeduction(regime, fyStartYear, R(pt))).toBe(
        regime === 'old' ? R(Math.min(pt, 2_500)) : 0,
      );
    },
  );

  it('comes before the declared deductions and the rounding: ₹12,00,000, ₹2,500 PT, ₹1,70,000 declared', () => {
    // ₹12,00,000 - ₹50,000 - ₹2,500 - ₹1,70,000 = ₹9,77,500: ₹12,500 + 20% of ₹4,77,500 = ₹1,08,000 + cess ₹4,320
    const tax = incomeTax({
      annualIncomePaise: R(1_200_000),
      regime: 'old',
      fyStartYear: 2026,
      deductionsPaise: R(170_000),
      taxOnEmploymentPaise: R(2_500),
    });
    expect(tax).toMatchObject({ taxableIncomePaise: R(977_500), totalTaxPaise: R(112_320) });
  });

  it('refuses a negative PT', () => {
    expect(() =>
      incomeTax({ annualIncomePaise: R(1), regime: 'old', fyStartYear: 2026, taxOnEmploymentPaise: -1 }),
    ).toThrow(RangeError);
  });

  it('lowers the old regime’s monthly TDS from April: ₹23,400 ÷ 12 = ₹1,950 before, ₹22,880 ÷ 12 = ₹1,907 after', () => {
    const april = {
      annualIncomePaise: R(600_000),
      regime: 'old' as const,
      fyStartYear: 2026,
      tdsSoFarPaise: 0,
    };
    expect(monthlyTds({ ...april, remainingMonths: 12 })).toBe(R(1_950));
    expect(monthlyTds({ ...april, remainingMonths: 12, taxOnEmploymentPaise: R(2_500) })).toBe(R(1_907));
  });
});

describe('monthlyTds', () => {
  const year = { regime: 'new' as const, fyStartYear: 2026 };
  it.each([
    // ₹16,75,000: ₹1,24,800 a year, ₹10,400 a month from April
    [1_675_000, 0, 12, 10_400],
    [1_675_000, 41_600, 8, 10_400],
    // a raise in October: the rest of the year's tax over the six months left
    [1_900_000, 62_400, 6, 18_200], // tax ₹1,71,600
    // to the nearest rupee: ₹10,400 / 12 = ₹866.67
    [1_285_000, 0, 12, 867],
    [1_285_000, 0, 1, 10_400],
    // already deducted more than the year's tax: nothing more, never negative
    [1_275_000, 5_000, 3, 0],
    [1_285_000, 10_400, 2, 0],
  ])('₹%d a year, ₹%d deducted, %d months left -> ₹%d', (income, soFar, remainingMonths, due) => {
    expect(
      monthlyTds({ ...year, annualIncomePaise: R(income), tdsSoFarPaise: R(soFar), remainingMonths }),
    ).toBe(R(due));
  });

  it.each([0, 13, 2.5])('refuses %d remaining months', (remainingMonths) => {
    expect(() => monthlyTds({ ...year, annualIncomePaise: 0, tdsSoFarPaise: 0, remainingMonths })).toThrow(
      RangeError,
    );
  });
});
