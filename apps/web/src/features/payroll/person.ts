// The payroll feature's part of a person's details page (issue 21), composed by app/ (features never
// import each other); loaded on demand.
export { PersonPayrollSection } from './components/profile/PersonPayrollSection';
