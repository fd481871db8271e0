import { paiseToRupees, rupeesToPaise, type TaxEstimate, type TaxRegime } from '@hrms/shared';
import { incomeTax } from './income-tax.ts';

/** The financial year a business date falls in, by its first calendar year (April-March). */
export function financialYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 4 ? year : year - 1;
}

/** GET /api/payroll/tax-estimate: rupees in, rupees out; the current financial year unless one is asked for. */
export function estimateTax(
  query: { income: number; regime: TaxRegime; fy?: number | undefined },
  today: string,
): TaxEstimate {
  const tax = incomeTax({
    annualIncomePaise: rupeesToPaise(query.income),
    regime: query.regime,
    fyStartYear: query.fy ?? financialYearOf(today),
  });
  return {
    taxableIncome: paiseToRupees(tax.taxableIncomePaise),
    slabTax: paiseToRupees(tax.slabTaxPaise),
    rebate: paiseToRupees(tax.rebatePaise),
    marginalRelief: paiseToRupees(tax.marginalReliefPaise),
    cess: paiseToRupees(tax.cessPaise),
    totalTax: paiseToRupees(tax.totalTaxPaise),
  };
}
