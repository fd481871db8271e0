import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { wholeList } from '../../../lib/whole-list';
import { payrollKeys } from './keys';

/** Everyone's salary records (Admin only): GET /api/admin/salaries. */
export const allSalariesQuery = queryOptions({
  queryKey: payrollKeys.everyone,
  queryFn: ({ signal }) => call('payroll', 'listAll', { signal }).then(wholeList),
});
