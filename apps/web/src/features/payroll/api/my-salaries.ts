import { queryOptions } from '@tanstack/react-query';
import type { Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { payrollKeys } from './keys';

/** My own salary records, newest first (GET /api/{employees|admin|hr}/{id}/salaries). */
export const mySalariesQuery = (role: Role, userId: string) =>
  queryOptions({
    queryKey: payrollKeys.mine(userId),
    queryFn: ({ signal }) => call('payroll', 'listOwn', { role, own: userId, signal }),
  });
