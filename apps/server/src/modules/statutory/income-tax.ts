import { INCOME_TAX_FIGURES, type TaxRegimeFigures } from './figures/income-tax.ts';
import {
  assertPaise,
  basisPoints,
  inForce,
  percentToNearestPaisa,
  roundToRupee,
  roundToRupeeStep,
  rupees,
} from './money-math.ts';
import type { IncomeTaxInput, IncomeTaxResult, MonthlyTdsInput } from './types.ts';

function figuresFor(regime: IncomeTaxInput['regime'], fyStartYear: number): TaxRegimeFigures {
  if (!Number.isInteger(fyStartYear)) throw new RangeError(`Not a financial year: ${fyStartYear}`);
  const ofRegime = INCOME_TAX_FIGURES.filter((entry) => entry.regime === regime);
  return inForce(ofRegime, (entry) => entry.fromFy, fyStartYear, `${regime}-regime income-tax`);
}

/** The standard deduction on salary of a regime and tax year, paise (section 16(ia) of the 1961 Act; 19 of the 2025 Act). */
export const standardDeduction = (regime: IncomeTaxInput['regime'], fyStartYear: number): number =>
  rupees(figuresFor(regime, fyStartYear).standardDeduction);

/**
 * The deduction from salary for tax on employment (Professional Tax), paise, on the tax of the year
 * (`paidPaise`): the entire amount in the old regime (section 19(1) Table Sl. No. 1 of the 2025 Act; 16(iii) of
 * the 1961 Act) up to the ₹2,500 a year of article 276(2) of the Constitution; none in the new regime (section
 * 202(2)(a)(iv); 115BAC(2) of the 1961 Act). Never more than the salary.
 */
export function taxOnEmploymentDeduction(
  regime: IncomeTaxInput['regime'],
  fyStartYear: number,
  paidPaise: number,
  salaryPaise = Infinity,
): number {
  assertPaise('taxOnEmploymentPaise', paidPaise);
  const cap = figuresFor(regime, fyStartYear).taxOnEmploymentCap;
  return cap === null ? 0 : Math.min(paidPaise, rupees(cap), salaryPaise);
}

/** Tax by the slabs on a taxable income, paise (rounded once, to the paisa). */
function slabTaxOf(taxablePaise: number, figures: TaxRegimeFigures): number {
  let scaled = 0; // paise × basis points
  let lower = 0;
  for (const slab of figures.slabs) {
    const upper = slab.upTo === null ? Infinity : rupees(slab.upTo);
    if (taxablePaise <= lower) break;
    scaled += (Math.min(taxablePaise, upper) - lower) * basisPoints(slab.ratePercent);
    lower = upper;
  }
  return percentToNearestPaisa(scaled, 1); // scaled / 10000, half up
}

/** The surcharge band an income falls in (-1: none). */
function bandOf(taxablePaise: number, figures: TaxRegimeFigures): number {
  let band = -1;
  figures.surcharge.forEach((entry, index) => {
    if (taxablePaise > rupees(entry.above)) band = index;
  });
  return band;
}

/**
 * Surcharge on the tax, paise, with marginal relief (issue 44, docs/tax-year.md): tax + surcharge never
 * exceeds the tax + surcharge at the band's threshold (at the band below's rate) by more than the income
 * above that threshold.
 */
function surchargeOf(taxablePaise: number, taxPaise: number, figures: TaxRegimeFigures): number {
  const band = bandOf(taxablePaise, figures);
  if (band < 0) return 0;
  const { above, ratePercent } = figures.surcharge[band]!;
  const full = percentToNearestPaisa(taxPaise, basisPoints(ratePercent));
  const threshold = rupees(above);
  const below = band > 0 ? figures.surcharge[band - 1]!.ratePercent : 0;
  const taxAt = slabTaxOf(threshold, figures);
  const ceiling = taxAt + percentToNearestPaisa(taxAt, basisPoints(below)) + (taxablePaise - threshold);
  return Math.max(0, Math.min(full, ceiling - taxPaise));
}

/**
 * Income tax on an annual salary income: standard deduction, tax on employment (old regime), the exemptions
 * and deductions declared (counted to their limits by the caller), slabs, the rebate (with marginal relief in
 * the new regime: above the limit, tax never exceeds the income above it), surcharge above ₹50 lakh with its
 * marginal relief, 4% cess. Taxable income and the tax are rounded to the nearest ten rupees (sections
 * 288A/288B; 516 of the 2025 Act).
 */
export function incomeTax({
  annualIncomePaise,
  regime,
  fyStartYear,
  deductionsPaise = 0,
  taxOnEmploymentPaise: paidPaise = 0,
}: IncomeTaxInput): IncomeTaxResult {
  assertPaise('annualIncomePaise', annualIncomePaise);
  assertPaise('deductionsPaise', deductionsPaise);
  const figures = figuresFor(regime, fyStartYear);
  const taxOnEmploymentPaise = taxOnEmploymentDeduction(regime, fyStartYear, paidPaise, annualIncomePaise);
  const taxableIncomePaise = roundToRupeeStep(
    Math.max(
      0,
      annualIncomePaise - rupees(figures.standardDeduction) - taxOnEmploymentPaise - deductionsPaise,
    ),
    figures.roundTo,
  );
  const slabTaxPaise = slabTaxOf(taxableIncomePaise, figures);
  const limitPaise = rupees(figures.rebate.incomeLimit);
  const rebatePaise =
    taxableIncomePaise <= limitPaise ? Math.min(slabTaxPaise, rupees(figures.rebate.max)) : 0;
  const marginalReliefPaise =
    figures.rebate.marginalRelief && taxableIncomePaise > limitPaise
      ? Math.max(0, slabTaxPaise - (taxableIncomePaise - limitPaise))
      : 0;
  const afterRelief = slabTaxPaise - rebatePaise - marginalReliefPaise;
  const surchargePaise = surchargeOf(taxableIncomePaise, afterRelief, figures);
  const beforeCess = afterRelief + surchargePaise;
  const cessPaise = percentToNearestPaisa(beforeCess, basisPoints(figures.cessPercent));
  return {
    taxOnEmploymentPaise,
    taxableIncomePaise,
    slabTaxPaise,
    rebatePaise,
    marginalReliefPaise,
    surchargePaise,
    cessPaise,
    totalTaxPaise: roundToRupeeStep(beforeCess + cessPaise, figures.roundTo),
  };
}

/**
 * This month's TDS, paise: the year's tax less what was deducted so far, spread evenly over the
 * months left (this one included), rounded to the nearest rupee; never negative (an over-deduction
 * is not refunded through payroll).
 */
export function monthlyTds({ tdsSoFarPaise, remainingMonths, ...income }: MonthlyTdsInput): number {
  assertPaise('tdsSoFarPaise', tdsSoFarPaise);
  if (!Number.isInteger(remainingMonths) || remainingMonths < 1 || remainingMonths > 12) {
    throw new RangeError(`remainingMonths must be 1-12: ${remainingMonths}`);
  }
  const due = incomeTax(income).totalTaxPaise - tdsSoFarPaise;
  return due <= 0 ? 0 : roundToRupee(due / remainingMonths);
}
