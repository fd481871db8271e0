import { useQuery } from '@tanstack/react-query';
import { employeeListSchema, LEAN_EMPLOYEE_LIST_QUERY, type Employee } from '@hrms/shared';
import { api } from '../../../lib/api';
import { payrollKeys } from './keys';

export type Payee = Pick<Employee, '_id' | 'name' | 'email' | 'role'> & { employeeId?: string };

/** The people an Admin may generate slips for: GET /api/admin/employees?fields=lean (every role is paid). */
export function usePayees() {
  return useQuery({
    queryKey: payrollKeys.payees,
    queryFn: ({ signal }): Promise<Payee[]> =>
      api.get(`/admin/employees${LEAN_EMPLOYEE_LIST_QUERY}`, { schema: employeeListSchema, signal }),
  });
}
