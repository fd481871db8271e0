import { describe, expect, it } from 'vitest';
import type { PayBreakdown } from '../payroll/index.ts';
import { form130, type SlipOfYear } from './form130.ts';

const r = (rupees: number) => rupees * 100;
const MONTHS = [
  'April 2026',
  'May 2026',
  'June 2026',
  'July 2026',
  'August 2026',
  'September 2026',
  'October 2026',
  'November 2026',
  'December 2026',
  'January 2027',
  'February 2027',
  'March 2027',
];

/** A finalised month: gross split 50% Basic, HRA half of Basic, the rest Special; its TDS. */
function slip(month: string, gross: number, tds: number): SlipOfYear {
  const pay = {
    grossPaise: r(gross),
    earnings: [
      { code: 'BASIC', name: 'Basic', paise: r(gross / 2) },
      { code: 'HRA', name: 'House Rent Allowance', paise: r(gross / 4) },
      { code: 'SPECIAL', name: 'Special Allowance', paise: r(gross / 4) },
    ],
    deductions: tds > 0 ? [{ code: 'TDS', name: 'Income Tax (TDS)', paise: r(tds) }] : [],
    employerContributions: [],
  } as unknown as PayBreakdown;
  return { month, periodYear: Number(month.slice(-4)), periodMonth: MONTHS.indexOf(month), pay };
}

describe('Form 130 Part B (docs/tax-year.md, "Form 130": worked examples to the rupee)', () => {
  it('old regime, ₹1,00,000 a month, rent ₹30,000 in Mumbai, ₹1,50,000 under section 123 (80C)', () => {
    const f = form130({
      year: 2026,
      regime: 'old',
      slips: MONTHS.map((m) => slip(m, 100_000, 4_550)),
      previous: null,
      rent: { monthlyRentPaise: r(30_000), city: 'MUMBAI' },
      deductions: [
        {
          label: 'Life insurance, PF',
          act2025: 'Section 123',
          act1961: 'Section 80C',
          countedPaise: r(150_000),
        },
      ],
    });
    expect(f.grossPaise).toBe(r(1_200_000));
    // least of ₹25,000 HRA, ₹30,000 - ₹5,000, 50% of ₹50,000: ₹25,000 a month
    expect(f.hraExemptPaise).toBe(r(300_000));
    expect(f.standardDeductionPaise).toBe(r(50_000));
    expect(f.deductionsPaise).toBe(r(150_000));
    // ₹12,00,000 - ₹3,00,000 - ₹50,000 - ₹1,50,000 = ₹7,00,000: ₹12,500 + 20% of ₹2,00,000 = ₹52,500 + cess ₹2,100
    expect(f.tax).toMatchObject({
      taxableIncomePaise: r(700_000),
      slabTaxPaise: r(52_500),
      rebatePaise: 0,
      cessPaise: r(2_100),
      totalTaxPaise: r(54_600),
    });
    expect(f.totalTdsPaise).toBe(r(54_600));
    expect(f.balancePaise).toBe(0);
  });

  it('new regime, a joiner in October at ₹1,50,000 with ₹6,00,000 and ₹20,000 TDS from the earlier employer', () => {
    const f = form130({
      year: 2026,
      regime: 'new',
      slips: MONTHS.slice(6).map((m) => slip(m, 150_000, 12_917)),
      previous: {
        employerName: 'Old Co',
        employerTan: 'BLRO12345A',
        grossPaise: r(600_000),
        tdsPaise: r(20_000),
      },
      rent: { monthlyRentPaise: r(40_000), city: 'BENGALURU' },
      deductions: [{ label: 'x', act2025: '', act1961: '', countedPaise: r(150_000) }],
    });
    // the new regime counts neither the rent nor the declarations
    expect(f).toMatchObject({ hraExemptPaise: 0, deductionsPaise: 0, deductions: [] });
    expect(f.totalGrossPaise).toBe(r(1_500_000));
    // ₹15,00,000 - ₹75,000 = ₹14,25,000: ₹20,000 + ₹40,000 + 15% of ₹2,25,000 = ₹93,750 + cess ₹3,750
    expect(f.tax).toMatchObject({
      taxableIncomePaise: r(1_425_000),
      slabTaxPaise: r(93_750),
      marginalReliefPaise: 0,
      totalTaxPaise: r(97_500),
    });
    expect(f.months).toHaveLength(6);
    expect(f.totalTdsPaise).toBe(r(20_000 + 6 * 12_917));
    expect(f.balancePaise).toBe(r(-2));
  });

  it('new regime within the rebate: tax nil, section 156 (87A) takes it all', () => {
    const f = form130({
      year: 2026,
      regime: 'new',
      slips: MONTHS.map((m) => slip(m, 100_000, 0)),
      previous: null,
      rent: null,
      deductions: [],
    });
    // ₹12,00,000 - ₹75,000 = ₹11,25,000: ₹20,000 + 10% of ₹3,25,000 = ₹52,500, all of it rebated
    expect(f.tax).toMatchObject({
      taxableIncomePaise: r(1_125_000),
      slabTaxPaise: r(52_500),
      rebatePaise: r(52_500),
      totalTaxPaise: 0,
    });
  });

  describe('tax on employment (section 19(1) Table Sl. No. 1 of the 2025 Act; 16(iii) of the 1961 Act)', () => {
    /** ₹50,000 a month in Maharashtra with its PT: ₹200, ₹300 in February (₹2,500 a year). */
    const withPt = (month: string, tds: number) => {
      const base = slip(month, 50_000, tds);
      const pt = month.startsWith('February') ? 300 : 200;
      base.pay.deductions.push({ code: 'PT', name: 'Professional Tax', paise: r(pt) } as never);
      return base;
    };

    it('old regime: the slips’ ₹2,500 comes off the salary, and Part B says so', () => {
      const f = form130({
        year: 2026,
        regime: 'old',
        slips: MONTHS.map((m) => withPt(m, 1_907)),
        previous: null,
        rent: null,
        deductions: [],
      });
      expect(f.professionalTaxPaise).toBe(r(2_500));
      expect(f.taxOnEmploymentSection).toBe(
        'section 19(1) (Table: Sl. No. 1) of the 2025 Act (16(iii) of the 1961 Act)',
      );
      // ₹6,00,000 - ₹50,000 - ₹2,500 = ₹5,47,500: ₹12,500 + 20% of ₹47,500 = ₹22,000 + cess ₹880 (₹23,400 before)
      expect(f.tax).toMatchObject({
        taxOnEmploymentPaise: r(2_500),
        taxableIncomePaise: r(547_500),
        slabTaxPaise: r(22_000),
        cessPaise: r(880),
        totalTaxPaise: r(22_880),
      });
      // 12 × ₹1,907 = ₹22,884 deducted: ₹4 over, refunded with the return
      expect(f.balancePaise).toBe(r(-4));
    });

    it('old regime: the imported months’ PT counts, to ₹2,500; tax year 2025-26 names section 16(iii)', () => {
      const f = form130({
        year: 2025,
        regime: 'old',
        slips: MONTHS.slice(6).map((m) => withPt(m.replace('2026', '2025').replace('2027', '2026'), 0)),
        previous: {
          employerName: 'Before joining',
          employerTan: null,
          grossPaise: r(300_000),
          tdsPaise: 0,
          ptPaise: r(1_200),
        },
        rent: null,
        deductions: [],
      });
      // ₹1,300 on the slips (October-March) + ₹1,200 imported
      expect(f.professionalTaxPaise).toBe(r(2_500));
      expect(f.tax.taxOnEmploymentPaise).toBe(r(2_500));
      expect(f.taxOnEmploymentSection).toBe('section 16(iii) of the Income-tax Act, 1961');
      expect(f.tax.taxableIncomePaise).toBe(r(547_500));
    });

    it('new regime: the PT is shown on the slips but not deducted', () => {
      const f = form130({
        year: 2026,
        regime: 'new',
        slips: MONTHS.map((m) => withPt(m, 0)),
        previous: null,
        rent: null,
        deductions: [],
      });
      expect(f.professionalTaxPaise).toBe(r(2_500));
      // ₹6,00,000 - ₹75,000 = ₹5,25,000, within the rebate
      expect(f.tax).toMatchObject({
        taxOnEmploymentPaise: 0,
        taxableIncomePaise: r(525_000),
        totalTaxPaise: 0,
      });
    });
  });
});
