// The tasks feature's public surface for its tab (loaded when it opens); Home's section is in home.ts and the
// dashboard-wide live updates in live.ts.
export { TaskManagementTab } from './components/TaskManagementTab';
