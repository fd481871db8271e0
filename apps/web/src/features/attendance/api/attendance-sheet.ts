import { useQuery } from '@tanstack/react-query';
import { attendanceSheetSchema } from '@hrms/shared';
import { api } from '../../../lib/api';
import { callPath } from '../../../lib/api-client';
import { attendanceKeys } from './keys';

/**
 * The Admin's sheet of a month. The answer repeats its rows under `sheet` for the spec's original
 * client; this schema reads `rows` only, so the repeat is not checked a second time.
 */
export function useAttendanceSheet(
  month: string,
  cut: { departmentId?: string; locationId?: string; subtotals?: 'true' } = {},
) {
  return useQuery({
    // The cut (issue 42) rides under the month's key, so a change of attendance reloads every cut.
    queryKey: [...attendanceKeys.sheet(month), cut] as const,
    queryFn: ({ signal }) =>
      api.get(callPath('attendance', 'sheet', { query: { month, ...cut } }), {
        schema: attendanceSheetSchema,
        signal,
      }),
  });
}
