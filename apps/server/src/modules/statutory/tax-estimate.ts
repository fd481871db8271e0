import { paiseToRupees, rupeesToPaise, type TaxEstimate, type TaxRegime } from '@hrms/shared';
import { incomeTax } from './income-tax.ts';
import { taxYearOfDate } from './tax-year.ts';

/** GET /api/payroll/tax-estimate: rupees in, rupees out; the current financial year unless one is asked for. */
export function estimateTax(
  query: { income: number; regime: TaxRegime; fy?: number | undefined },
  today: string,
): TaxEstimate {
  const tax = incomeTax({
    annualIncomePaise: rupeesToPaise(query.income),
    regime: query.regime,
    fyStartYear: query.fy ?? taxYearOfDate(today),
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
