// The salary events every dashboard listens to, whichever tab is open.
export { useSalaryLiveUpdates } from './hooks/use-salary-live-updates';
