import { queryOptions } from '@tanstack/react-query';
import type { SalaryListQuery } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { wholeList } from '../../../lib/whole-list';
import { payrollKeys } from './keys';

/** The server-side narrowing of All Salary History (issue 40): name search, status, net pay range. */
export type SalarySearch = Pick<SalaryListQuery, 'q' | 'status' | 'minAmount' | 'maxAmount'>;

const defined = (search: SalarySearch) =>
  Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && v !== '')) as SalarySearch;

/** Everyone's salary records (Admin only): GET /api/admin/salaries, narrowed by the search when given. */
export const allSalariesQuery = (search: SalarySearch = {}) =>
  queryOptions({
    queryKey: [...payrollKeys.everyone, defined(search)] as const,
    queryFn: ({ signal }) => call('payroll', 'listAll', { signal, query: defined(search) }).then(wholeList),
  });
