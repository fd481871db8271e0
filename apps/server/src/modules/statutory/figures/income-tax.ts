import type { TaxRegime } from '@hrms/shared';

/*
 * Income-tax slabs by regime and financial year (docs/payroll-statutory.md). A Finance Act that
 * changes them is a new entry with `fromFy`; the latest entry whose `fromFy` is at most the year
 * asked for applies (the rates stay until a later Act changes them).
 */
export interface TaxSlab {
  /** Rupees of taxable income the slab ends at (inclusive); null: no end. */
  upTo: number | null;
  ratePercent: number;
}

export interface SurchargeBand {
  above: number;
  ratePercent: number;
}

export interface TaxRegimeFigures {
  regime: TaxRegime;
  /** The financial year's first calendar year: 2025 = FY 2025-26. */
  fromFy: number;
  /** Rupees. */
  standardDeduction: number;
  /**
   * Rupees a year: the most of the tax on employment (professional tax) deducted from salary; null: the regime
   * allows no such deduction (the new regime). The law deducts the entire sum paid; a tax on employment
   * within the meaning of article 276(2) of the Constitution cannot exceed ₹2,500 a year, so more is not one.
   */
  taxOnEmploymentCap: number | null;
  slabs: readonly TaxSlab[];
  /** Rebate (rupees): the whole slab tax up to `max` when taxable income is at most `incomeLimit`. */
  rebate: { incomeLimit: number; max: number; marginalRelief: boolean };
  /**
   * Surcharge on the tax (issue 44): the rate of the highest band whose `above` (rupees of taxable income,
   * exclusive) the income exceeds; marginal relief at each band's threshold (docs/tax-year.md).
   */
  surcharge: readonly SurchargeBand[];
  cessPercent: number;
  /** Rupees: taxable income and the tax are rounded to the nearest multiple of this. */
  roundTo: number;
  sources: readonly string[];
}

const NEW_SLABS: readonly TaxSlab[] = [
  { upTo: 400_000, ratePercent: 0 },
  { upTo: 800_000, ratePercent: 5 },
  { upTo: 1_200_000, ratePercent: 10 },
  { upTo: 1_600_000, ratePercent: 15 },
  { upTo: 2_000_000, ratePercent: 20 },
  { upTo: 2_400_000, ratePercent: 25 },
  { upTo: null, ratePercent: 30 },
];

const OLD_SLABS: readonly TaxSlab[] = [
  { upTo: 250_000, ratePercent: 0 },
  { upTo: 500_000, ratePercent: 5 },
  { upTo: 1_000_000, ratePercent: 20 },
  { upTo: null, ratePercent: 30 },
];

/** Individuals: 10% above ₹50 lakh, 15% above ₹1 crore, 25% above ₹2 crore; 37% above ₹5 crore in the old regime only. */
const NEW_SURCHARGE: readonly SurchargeBand[] = [
  { above: 5_000_000, ratePercent: 10 },
  { above: 10_000_000, ratePercent: 15 },
  { above: 20_000_000, ratePercent: 25 },
];
const OLD_SURCHARGE: readonly SurchargeBand[] = [...NEW_SURCHARGE, { above: 50_000_000, ratePercent: 37 }];
const SURCHARGE_SOURCE =
  'Finance Act, 2025, First Schedule Part I paragraph A (and Part III): surcharge on individuals 10% above ₹50 lakh, 15% above ₹1 crore, 25% above ₹2 crore, 37% above ₹5 crore, the new regime (115BAC(1A)) capped at 25%; marginal relief at each threshold (https://cleartax.in/s/marginal-relief-surcharge); kept by the Finance Act, 2026 for tax year 2026-27';

const TAX_ON_EMPLOYMENT_1961 =
  'Income-tax Act, 1961, section 16(iii): a sum paid on account of a tax on employment within the meaning of article 276(2) of the Constitution is deducted from salary (https://taxapps.in/ActsContentDetail.aspx?id=39); article 276(2): at most ₹2,500 a year (Constitution (Sixtieth Amendment) Act, 1988; https://www.taxmanagementindia.com/visitor/detail_act.asp?ID=9357)';
const TAX_ON_EMPLOYMENT_2025 =
  'Income-tax Act, 2025, section 19(1) Table Sl. No. 1: a sum paid as a tax on employment as per article 276(2) of the Constitution, the entire amount (https://aubsp.com/income-tax-act-2025-section-19); at most ₹2,500 a year by article 276(2)';
const NO_TAX_ON_EMPLOYMENT_1961 =
  'Income-tax Act, 1961, section 115BAC(2): the new regime computes total income without the section 16(iii) deduction for tax on employment (https://www.taxsmooth.com/knowledge-center/deductions-exemptions-would-not-be-allowed-in-new-tax-regime)';
const NO_TAX_ON_EMPLOYMENT_2025 =
  'Income-tax Act, 2025, section 202(2)(a)(iv): the new regime computes total income without the deduction of section 19(1) Table Sl. No. 1, tax on employment (https://www.aubsp.com/income-tax-act-2025-section-202/)';

const ROUNDING_1961 =
  'Income-tax Act, 1961, sections 288A and 288B: total income and tax payable rounded off to the nearest multiple of ten rupees (paise ignored; a last figure of five or more goes up)';
const ROUNDING_2025 =
  'Income-tax Act, 2025, section 516: total income and any amount payable rounded off to the nearest multiple of ten rupees';

export const INCOME_TAX_FIGURES: readonly TaxRegimeFigures[] = [
  {
    regime: 'new',
    fromFy: 2025,
    standardDeduction: 75_000,
    taxOnEmploymentCap: null,
    slabs: NEW_SLABS,
    rebate: { incomeLimit: 1_200_000, max: 60_000, marginalRelief: true },
    surcharge: NEW_SURCHARGE,
    cessPercent: 4,
    roundTo: 10,
    sources: [
      'Finance Act, 2025: section 115BAC(1A) slabs and section 87A rebate (₹60,000 up to ₹12 lakh, with marginal relief) of the Income-tax Act, 1961, from FY 2025-26; standard deduction ₹75,000 (section 16(ia))',
      'Finance Act, 2025: Health and Education Cess 4%',
      SURCHARGE_SOURCE,
      NO_TAX_ON_EMPLOYMENT_1961,
      ROUNDING_1961,
    ],
  },
  {
    regime: 'new',
    fromFy: 2026,
    standardDeduction: 75_000,
    taxOnEmploymentCap: null,
    slabs: NEW_SLABS,
    rebate: { incomeLimit: 1_200_000, max: 60_000, marginalRelief: true },
    surcharge: NEW_SURCHARGE,
    cessPercent: 4,
    roundTo: 10,
    sources: [
      'Income-tax Act, 2025 (in force from 1 April 2026, tax year 2026-27): section 202 slabs (were 115BAC), section 156 rebate (was 87A); Budget 2026 kept the slabs (https://www.outlookmoney.com/amp/story/tax/check-income-tax-slabs-and-rates-under-the-new-tax-law-coming-into-effect-from-april-1)',
      SURCHARGE_SOURCE,
      NO_TAX_ON_EMPLOYMENT_2025,
      ROUNDING_2025,
    ],
  },
  {
    regime: 'old',
    fromFy: 2025,
    standardDeduction: 50_000,
    taxOnEmploymentCap: 2_500,
    slabs: OLD_SLABS,
    rebate: { incomeLimit: 500_000, max: 12_500, marginalRelief: false },
    surcharge: OLD_SURCHARGE,
    cessPercent: 4,
    roundTo: 10,
    sources: [
      'Income-tax Act, 1961: First Schedule rates for individuals below 60 (Finance Act, 2025), section 87A rebate up to ₹12,500 when total income is at most ₹5 lakh, standard deduction ₹50,000 (section 16(ia))',
      SURCHARGE_SOURCE,
      TAX_ON_EMPLOYMENT_1961,
      ROUNDING_1961,
    ],
  },
  {
    regime: 'old',
    fromFy: 2026,
    standardDeduction: 50_000,
    taxOnEmploymentCap: 2_500,
    slabs: OLD_SLABS,
    rebate: { incomeLimit: 500_000, max: 12_500, marginalRelief: false },
    surcharge: OLD_SURCHARGE,
    cessPercent: 4,
    roundTo: 10,
    sources: [
      'Income-tax Act, 2025 and Finance Act, 2026: old-regime rates, rebate and standard deduction unchanged for tax year 2026-27',
      SURCHARGE_SOURCE,
      TAX_ON_EMPLOYMENT_2025,
      ROUNDING_2025,
    ],
  },
];
