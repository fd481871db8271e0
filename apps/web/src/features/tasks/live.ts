// The task events every dashboard listens to, whichever tab is open.
export { useAdminTaskUpdates, usePersonalTaskUpdates } from './hooks/use-task-live-updates';
