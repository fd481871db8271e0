import { useQuery } from '@tanstack/react-query';
import { attendanceSheetSchema } from '@hrms/shared';
import { api } from '../../../lib/api';
import { attendanceKeys } from './keys';

/** GET /admin/attendance-sheet?month=YYYY-MM (Admin only). */
export function useAttendanceSheet(month: string) {
  return useQuery({
    queryKey: attendanceKeys.sheet(month),
    queryFn: ({ signal }) =>
      api.get(`/admin/attendance-sheet?month=${month}`, { schema: attendanceSheetSchema, signal }),
  });
}
