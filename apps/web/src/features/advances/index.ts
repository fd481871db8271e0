// Salary advances and loans (issue 45, docs/claims.md): loaded with the Claims tab, My Team and the person page.
export { MyAdvances } from './components/MyAdvances';
export { AdvanceQueue } from './components/AdvanceQueue';
export { PersonAdvancesSection } from './components/PersonAdvancesSection';
export { SeparatePayments } from './components/SeparatePayments';
