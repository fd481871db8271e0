// The leave feature's public surface for its tabs (loaded when a tab opens); Home's cards are in home.ts and
// the dashboard-wide live updates in live.ts, so neither pulls the tabs into the dashboard's first download.
export { EmployeeLeaveTab, ApproverLeaveTab } from './components/LeaveTabs';
// Issue 20: the Admin's leave policies (composed into the Work Calendar tab) and a person's balances on the
// details page (composed by the app's routes: features never import each other).
export { LeavePoliciesPanel } from './components/policies/LeavePoliciesPanel';
export { LeaveTypesPanel } from './components/policies/LeaveTypesPanel';
export { PersonLeaveSection } from './components/balances/PersonLeaveSection';
