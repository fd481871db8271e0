// The attendance events every dashboard listens to, whichever tab is open (corrections' toasts are new, so
// they are dashboard-wide; the staff lists' refresh on attendance_updated stays inside the tab).
export { useCorrectionLiveUpdates } from './hooks/use-correction-live-updates';
