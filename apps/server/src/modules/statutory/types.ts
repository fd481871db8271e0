import type { Gender, TaxRegime } from '@hrms/shared';

/*
 * The statutory engine's interface (issue 21, docs/payroll.md): pure functions on integer paise, the
 * figures (rates, ceilings, slabs) read from data files with their effective dates and sources, so a
 * change of law is a data change. Implemented in this folder (epf.ts, esi.ts, professional-tax.ts,
 * income-tax.ts), re-exported by index.ts.
 */

export interface EpfInput {
  /** Earned Basic + DA of the month, paise. */
  pfWagesPaise: number;
  /** Contribute on the full wages instead of the ceiling (employee and employer EPF; EPS stays capped). */
  pfOnFullWages: boolean;
  /** A date of the wage month ('YYYY-MM-DD'): picks the figures in force. */
  date: string;
}

/** PF on the arrears of an earlier month: the PF wages it paid and what the revision makes them. */
export interface EpfArrearsInput {
  revisedPfWagesPaise: number;
  paidPfWagesPaise: number;
  pfOnFullWages: boolean;
  /** A date of the month the arrears are for: its ceiling applies. */
  date: string;
}

export interface EpfResult {
  /** Wages the employee and employer EPF shares are computed on (capped unless pfOnFullWages). */
  epfWagesPaise: number;
  epsWagesPaise: number;
  edliWagesPaise: number;
  employeePaise: number;
  /** Employer's pension share (8.33%, capped). */
  epsPaise: number;
  /** Employer's EPF share: the employer's 12% minus EPS. */
  employerEpfPaise: number;
  edliPaise: number;
}

export interface EsiInput {
  /** Gross earned wages of the month, paise. */
  grossEarnedPaise: number;
  /** Whether the person is covered this contribution period (decided by esiCoverage at its start). */
  covered: boolean;
  /** Days paid this month (for the average daily wage). */
  paidDays: number;
  date: string;
}

export interface EsiResult {
  employeePaise: number;
  employerPaise: number;
}

export interface EsiCoverageInput {
  /** The person's monthly gross (full month) at the start of the contribution period, paise. */
  monthlyGrossAtPeriodStartPaise: number;
  /** A date in the month being paid. */
  date: string;
}

export interface ProfessionalTaxInput {
  /** State code, e.g. 'MH', 'KA'. Unknown states pay nothing (and are listed by professionalTaxStates()). */
  state: string;
  gender: Gender | null;
  /** Gross earned wages of the month, paise. */
  grossEarnedPaise: number;
  year: number;
  /** 1-12 */
  month: number;
}

export interface IncomeTaxInput {
  /** Annual salary income before the standard deduction, paise. */
  annualIncomePaise: number;
  regime: TaxRegime;
  /** The financial year's first calendar year: 2026 = FY 2026-27. */
  fyStartYear: number;
  /**
   * Exemptions and deductions after the standard deduction (HRA, Chapter VIII / VI-A: section 123 / 80C …),
   * already counted to their limits, paise; none when absent (issue 44, docs/tax-year.md).
   */
  deductionsPaise?: number;
  /**
   * Tax on employment (Professional Tax) of the tax year, paise: paid so far and, for a projection, to be
   * deducted in the months ahead. Deducted from salary where the regime allows it (the old regime: section
   * 19(1) Table Sl. No. 1 of the 2025 Act, 16(iii) of the 1961 Act), to ₹2,500 a year; none when absent.
   */
  taxOnEmploymentPaise?: number;
}

export interface IncomeTaxResult {
  /** The tax on employment deducted from salary (nil in the new regime), paise. */
  taxOnEmploymentPaise: number;
  taxableIncomePaise: number;
  slabTaxPaise: number;
  rebatePaise: number;
  marginalReliefPaise: number;
  /** Surcharge after its marginal relief (issue 44): nil up to ₹50 lakh taxable. */
  surchargePaise: number;
  cessPaise: number;
  totalTaxPaise: number;
}

export interface MonthlyTdsInput extends IncomeTaxInput {
  /** TDS already deducted this financial year before this month, paise. */
  tdsSoFarPaise: number;
  /** Months left in the financial year including this one (1-12). */
  remainingMonths: number;
}
