// The payroll feature's part of a person's details page (issue 21; its tabs and the Add Employee dialog's
// payroll fields since issue 40), composed by app/ (features never import each other); loaded on demand.
export {
  PersonPayrollProfileSection,
  PersonSalaryRevisionsSection,
} from './components/profile/PersonPayrollSection';
export { usePayrollAddPart } from './components/profile/PayrollFieldsFieldset';
