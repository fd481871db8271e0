import { describe, expect, it } from 'vitest';
import { presentView, type ViewInput } from './tax-year.view.ts';

/*
 * The regime comparison on My Tax (docs/tax-year.md, "The comparison") with the tax on employment: the old regime
 * deducts the year's Professional Tax (section 19(1) Table Sl. No. 1 of the 2025 Act; 16(iii) of the 1961 Act),
 * the new regime does not (section 202(2)(a)(iv); 115BAC(2)). Rupees in the view.
 */
const view = (monthlyGross: number, professionalTax: number): ViewInput => ({
  personId: 'p',
  year: 2026,
  today: '2026-06-15',
  window: undefined,
  choice: undefined,
  profileRegime: 'old',
  declarations: [],
  monthlyGrossPaise: monthlyGross * 100,
  professionalTaxPaise: professionalTax * 100,
  tdsOn: true,
});

describe('the comparison with the tax on employment', () => {
  it('₹50,000 a month in Maharashtra (₹2,500 PT): old ₹5,47,500 taxable, ₹22,880 (₹23,400 without PT)', () => {
    expect(presentView(view(50_000, 2_500)).comparison).toEqual({
      new: { taxableIncome: 525_000, deductions: 0, totalTax: 0 },
      old: { taxableIncome: 547_500, deductions: 2_500, totalTax: 22_880 },
    });
    expect(presentView(view(50_000, 0)).comparison.old).toEqual({
      taxableIncome: 550_000,
      deductions: 0,
      totalTax: 23_400,
    });
  });

  it('₹1,50,000 a month: the new regime is unchanged by the PT (₹17,25,000 taxable, ₹1,50,800)', () => {
    const { comparison } = presentView(view(150_000, 2_500));
    expect(comparison.new).toEqual({ taxableIncome: 1_725_000, deductions: 0, totalTax: 150_800 });
    // old: ₹18,00,000 - ₹50,000 - ₹2,500 = ₹17,47,500: ₹1,12,500 + 30% of ₹7,47,500 = ₹3,36,750 + cess ₹13,470
    expect(comparison.old).toEqual({ taxableIncome: 1_747_500, deductions: 2_500, totalTax: 350_220 });
  });
});
