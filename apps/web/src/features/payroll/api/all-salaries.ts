import { queryOptions } from '@tanstack/react-query';
import { salaryRecordListSchema } from '@hrms/shared';
import { api } from '../../../lib/api';
import { payrollKeys } from './keys';

/** Everyone's salary records (Admin only): GET /api/admin/salaries. */
export const allSalariesQuery = queryOptions({
  queryKey: payrollKeys.everyone,
  queryFn: ({ signal }) => api.get('/admin/salaries', { schema: salaryRecordListSchema, signal }),
});
