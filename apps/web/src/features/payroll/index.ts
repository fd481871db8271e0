// The payroll feature's public surface: the app layer imports from here, never from inside the folder.
export { SalaryHistoryTab, SalaryPunchInTab } from './components/SalaryTabs';
export { useSalaryLiveUpdates } from './hooks/use-salary-live-updates';
export { SalarySlipDialog } from './components/SalarySlipDialog';
