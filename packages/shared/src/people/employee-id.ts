/**
 * The person's public id, EMP-0001 from users.employee_no: written once, for the employee list, the
 * details page, the attendance sheet and the salary slip.
 */
export const formatEmployeeId = (employeeNo: number): string => `EMP-${String(employeeNo).padStart(4, '0')}`;
