// The statutory engine (issue 21, docs/payroll-statutory.md), a leaf module: pure functions on integer paise;
// the figures live in ./figures with their effective dates and sources. Other modules enter only here.
export { epf, epfArrears } from './epf.ts';
export { esiCeilingPaise, esiContribution, esiCoverage, esiPeriodStart } from './esi.ts';
export { professionalTax, professionalTaxOfMonths, professionalTaxStates } from './professional-tax.ts';
export { incomeTax, monthlyTds, standardDeduction, taxOnEmploymentDeduction } from './income-tax.ts';
export { hraExemptionOfMonth, hraFigures, landlordPanNeeded } from './hra.ts';
export { labourWelfareFund, labourWelfareFundStates } from './labour-welfare-fund.ts';
export type { LabourWelfareFundInput } from './labour-welfare-fund.ts';
export { countedDeductions, countLine, declarationSections } from './declarations.ts';
export type { DeclaredLine } from './declarations.ts';
export { pfWagesOf } from './pf-wages.ts';
export { taxYearOf, taxYearOfDate } from './tax-year.ts';
export { taxEstimateRoutes } from './tax-estimate.routes.ts';
export type * from './types.ts';
export { gratuity } from './gratuity.ts';
export type { GratuityResult } from './gratuity.ts';
export { leaveEncashmentExemptPaise } from './leave-encashment.ts';
