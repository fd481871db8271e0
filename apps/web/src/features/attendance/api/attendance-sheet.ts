import { useQuery } from '@tanstack/react-query';
import { attendanceSheetSchema } from '@hrms/shared';
import { api } from '../../../lib/api';
import { attendanceKeys } from './keys';

/**
 * GET /admin/attendance-sheet?month=YYYY-MM (Admin only). The answer repeats its rows under `sheet` for the
 * spec's original client; this schema reads `rows` only, so the repeat is not checked a second time.
 */
export function useAttendanceSheet(month: string) {
  return useQuery({
    queryKey: attendanceKeys.sheet(month),
    queryFn: ({ signal }) =>
      api.get(`/admin/attendance-sheet?month=${month}`, { schema: attendanceSheetSchema, signal }),
  });
}
