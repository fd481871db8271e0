import type { TaxRegime } from '@hrms/shared';
import type { PayBreakdown } from '../payroll/index.ts';
import {
  hraExemptionOfMonth,
  hraFigures,
  incomeTax,
  standardDeduction,
  type IncomeTaxResult,
} from '../statutory/index.ts';

/*
 * Form 130 (was Form 16) Part B, pure (issue 44, docs/tax-year.md "Form 130"): the year's salary from the
 * finalised payslips (and an earlier employer's, once HR accepted it), the HRA exemption month by month on the
 * slips' Basic and HRA, the standard deduction, the tax on employment (old regime: the slips' Professional Tax and
 * the imported months'), the counted deductions, the tax by the engine, the TDS of each month. Everything in
 * paise; the PDF and the table test read the same figures.
 */

export interface SlipOfYear {
  month: string;
  periodYear: number;
  periodMonth: number;
  pay: PayBreakdown;
}

export interface CountedDeduction {
  label: string;
  act2025: string;
  act1961: string;
  countedPaise: number;
}

export interface Form130Input {
  year: number;
  regime: TaxRegime;
  slips: readonly SlipOfYear[];
  previous: {
    employerName: string;
    employerTan: string | null;
    grossPaise: number;
    tdsPaise: number;
    /** Professional Tax of the months before the first slip here (the imported year-to-date); absent: none. */
    ptPaise?: number;
  } | null;
  /** The counted monthly rent and its city (old regime only; null: none). */
  rent: { monthlyRentPaise: number; city: string } | null;
  deductions: readonly CountedDeduction[];
}

export interface Form130 {
  year: number;
  regime: TaxRegime;
  months: { month: string; grossPaise: number; tdsPaise: number }[];
  grossPaise: number;
  previousGrossPaise: number;
  totalGrossPaise: number;
  hraExemptPaise: number;
  hraSection: string;
  standardDeductionPaise: number;
  /** Professional Tax of the year (the slips' and the imported months'), paise: deducted in the old regime only. */
  professionalTaxPaise: number;
  /** The section that deducts it: `tax.taxOnEmploymentPaise` is the amount deducted. */
  taxOnEmploymentSection: string;
  deductions: CountedDeduction[];
  deductionsPaise: number;
  tax: IncomeTaxResult;
  tdsPaise: number;
  previousTdsPaise: number;
  totalTdsPaise: number;
  /** Tax less TDS: above zero the person pays the rest with their return, below zero it is refunded. */
  balancePaise: number;
}

const lineOf = (lines: readonly { code: string; paise: number }[], code: string) =>
  lines.filter((line) => line.code === code).reduce((sum, line) => sum + line.paise, 0);

export function form130(input: Form130Input): Form130 {
  const old = input.regime === 'old';
  const months = input.slips.map((slip) => ({
    month: slip.month,
    grossPaise: slip.pay.grossPaise,
    tdsPaise: lineOf(slip.pay.deductions, 'TDS'),
  }));
  const grossPaise = months.reduce((sum, m) => sum + m.grossPaise, 0);
  const professionalTaxPaise =
    input.slips.reduce((sum, slip) => sum + lineOf(slip.pay.deductions, 'PT'), 0) +
    (input.previous?.ptPaise ?? 0);
  const tdsPaise = months.reduce((sum, m) => sum + m.tdsPaise, 0);
  const previousGrossPaise = input.previous?.grossPaise ?? 0;
  const previousTdsPaise = input.previous?.tdsPaise ?? 0;
  const rent = old ? input.rent : null;
  const hraExemptPaise = rent
    ? input.slips.reduce(
        (sum, slip) =>
          sum +
          hraExemptionOfMonth(
            {
              hraPaise: lineOf(slip.pay.earnings, 'HRA'),
              basicDaPaise: lineOf(slip.pay.earnings, 'BASIC'),
              rentPaise: rent.monthlyRentPaise,
              city: rent.city,
            },
            input.year,
          ).exemptPaise,
        0,
      )
    : 0;
  const deductions = old ? input.deductions.filter((line) => line.countedPaise > 0) : [];
  const deductionsPaise = deductions.reduce((sum, line) => sum + line.countedPaise, 0);
  const totalGrossPaise = grossPaise + previousGrossPaise;
  const tax = incomeTax({
    annualIncomePaise: totalGrossPaise - hraExemptPaise,
    regime: input.regime,
    fyStartYear: input.year,
    deductionsPaise,
    taxOnEmploymentPaise: professionalTaxPaise,
  });
  const figures = hraFigures(input.year);
  const totalTdsPaise = tdsPaise + previousTdsPaise;
  return {
    year: input.year,
    regime: input.regime,
    months,
    grossPaise,
    previousGrossPaise,
    totalGrossPaise,
    hraExemptPaise,
    hraSection: figures.act2025
      ? `${figures.act2025} (${figures.act1961} of the 1961 Act)`
      : `${figures.act1961} of the Income-tax Act, 1961`,
    standardDeductionPaise: Math.min(
      standardDeduction(input.regime, input.year),
      totalGrossPaise - hraExemptPaise,
    ),
    professionalTaxPaise,
    taxOnEmploymentSection:
      input.year >= 2026
        ? 'section 19(1) (Table: Sl. No. 1) of the 2025 Act (16(iii) of the 1961 Act)'
        : 'section 16(iii) of the Income-tax Act, 1961',
    deductions,
    deductionsPaise,
    tax,
    tdsPaise,
    previousTdsPaise,
    totalTdsPaise,
    balancePaise: tax.totalTaxPaise - totalTdsPaise,
  };
}
