// The payroll feature's public surface for its tabs (loaded when a tab opens); live updates are in live.ts.
export { SalaryHistoryTab, SalaryPunchInTab } from './components/SalaryTabs';
