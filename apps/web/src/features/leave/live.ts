// The leave events every dashboard listens to, whichever tab is open.
export { useLeaveLiveUpdates } from './hooks/use-leave-live-updates';
