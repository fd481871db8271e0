// The people feature's public surface for its pages and tabs (loaded on demand); live updates are in live.ts.
export { DetailsPage } from './components/DetailsRoutePage';
export type { DetailsSectionContext, DetailsTab } from './components/EmployeeDetailsPage';
export { EmployeeManagementTab } from './components/EmployeeManagementTab';
