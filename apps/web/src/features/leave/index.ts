// The leave feature's public surface: the app layer imports from here, never from inside the folder.
export { EmployeeLeaveTab, ApproverLeaveTab } from './components/LeaveTabs';
export { LeaveHomeCards } from './components/LeaveHomeCards';
export { useLeaveLiveUpdates } from './hooks/use-leave-live-updates';
