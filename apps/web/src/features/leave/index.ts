// The leave feature's public surface for its tabs (loaded when a tab opens); Home's cards are in home.ts and
// the dashboard-wide live updates in live.ts, so neither pulls the tabs into the dashboard's first download.
export { EmployeeLeaveTab, ApproverLeaveTab } from './components/LeaveTabs';
