import { useQuery } from '@tanstack/react-query';
import type { Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { leaveKeys } from './keys';

/** GET /api/{admin,hr}/leave-balances: everyone's balances, cut by department and location (issue 42). */
export function useBalancesReport(
  role: Role,
  query: { departmentId?: string; locationId?: string; subtotals?: 'true' },
) {
  return useQuery({
    queryKey: [...leaveKeys.all, 'balances-report', query] as const,
    queryFn: ({ signal }) => call('leavePolicy', 'balancesReport', { role, query, signal }),
  });
}
