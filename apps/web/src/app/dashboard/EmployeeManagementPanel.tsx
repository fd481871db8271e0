import { useNavigate } from 'react-router';
import { EmployeeManagementTab } from '../../features/people';
import { usePayrollAddPart } from '../../features/payroll/person';
import type { TabPanelProps } from '../dashboard-tabs';

/*
 * Employee Management (Admin, HR) composed across features (issue 40): the people feature's tab, with the
 * payroll feature's fields in its Add Employee dialog (features never import each other) and 'Open profile'
 * through the router.
 */
export default function EmployeeManagementPanel({ role }: TabPanelProps) {
  const navigate = useNavigate();
  return (
    <EmployeeManagementTab
      role={role}
      useAddPart={usePayrollAddPart}
      openProfile={(id) => void navigate(`/details/${id}`)}
    />
  );
}
