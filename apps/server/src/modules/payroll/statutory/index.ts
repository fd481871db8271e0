// The statutory engine (issue 21, docs/payroll-statutory.md): pure functions on integer paise; the
// figures live in ./figures with their effective dates and sources.
export { epf, epfArrears } from './epf.ts';
export { esiCeilingPaise, esiContribution, esiCoverage, esiPeriodStart } from './esi.ts';
export { professionalTax, professionalTaxStates } from './professional-tax.ts';
export { incomeTax, monthlyTds } from './income-tax.ts';
export type * from './types.ts';
