// The people feature's public surface: the app layer imports from here, never from inside the folder.
export { DetailsPage } from './components/DetailsRoutePage';
export { EmployeeManagementTab } from './components/EmployeeManagementTab';
export { useEmployeeLiveUpdates } from './hooks/use-employee-live-updates';
