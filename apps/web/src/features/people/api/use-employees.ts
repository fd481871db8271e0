import { useQuery } from '@tanstack/react-query';
import { employeeListSchema, LEAN_EMPLOYEE_LIST_QUERY, type Role } from '@hrms/shared';
import { api } from '../../../lib/api';
import { employeesPath, peopleKeys, SIGNED_LINK_REFRESH_MS } from './keys';

/** GET /api/admin/employees (Admin) or /api/hr/employees (HR), lean: the table needs no attendance. */
export function useEmployees(viewer: Role) {
  return useQuery({
    queryKey: peopleKeys.employees(viewer),
    queryFn: ({ signal }) =>
      api.get(`${employeesPath(viewer)}${LEAN_EMPLOYEE_LIST_QUERY}`, { schema: employeeListSchema, signal }),
    refetchInterval: SIGNED_LINK_REFRESH_MS,
  });
}
