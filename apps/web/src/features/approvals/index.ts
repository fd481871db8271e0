// Approvals by the manager (issue 42): the manager's queue and the Admin's flow setting, composed in app/.
export { PendingForMe } from './components/PendingForMe';
export { ApprovalSettingsCard } from './components/ApprovalSettingsCard';
