import { queryOptions } from '@tanstack/react-query';
import { salaryRecordListSchema, type Role } from '@hrms/shared';
import { api } from '../../../lib/api';
import { ownSalariesPath, payrollKeys } from './keys';

/** My own salary records, newest first (GET /api/{employees|admin|hr}/{id}/salaries). */
export const mySalariesQuery = (role: Role, userId: string) =>
  queryOptions({
    queryKey: payrollKeys.mine(userId),
    queryFn: ({ signal }) =>
      api.get(ownSalariesPath(role, userId), { schema: salaryRecordListSchema, signal }),
  });
