// The employee events every dashboard listens to, whichever tab is open.
export { useEmployeeLiveUpdates } from './hooks/use-employee-live-updates';
