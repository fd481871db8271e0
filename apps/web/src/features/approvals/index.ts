// Approvals by the manager (issue 42): the manager's queues, delegations and the Admin's flow setting,
// composed in app/.
export { PendingForMe } from './components/PendingForMe';
export { PendingCorrectionsForMe } from './components/PendingCorrectionsForMe';
export { DelegationsCard } from './components/DelegationsCard';
export { ApprovalSettingsCard } from './components/ApprovalSettingsCard';
export { DelegationsForOthersCard } from './components/DelegationsForOthersCard';
