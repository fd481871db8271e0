import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestBody, Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { attendanceKeys } from './keys';

const goLiveKey = ['settings', 'go-live'] as const;

/** GET /api/settings/go-live: the organisation's go-live date, or null. */
export function useGoLive() {
  return useQuery({
    queryKey: goLiveKey,
    queryFn: ({ signal }) => call('attendance', 'getGoLive', { signal }),
  });
}

/** PUT /api/settings/go-live (Admin). */
export function useSaveGoLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['attendance', 'go-live'],
    mutationFn: (body: RequestBody<'attendance', 'putGoLive'>) => call('attendance', 'putGoLive', { body }),
    onSuccess: (saved) => queryClient.setQueryData(goLiveKey, saved),
  });
}

/** POST /api/{admin,hr}/attendance/bulk-mark; a dry run answers the preview and changes nothing. */
export function useBulkMark(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['attendance', 'bulk-mark'],
    mutationFn: (body: RequestBody<'attendance', 'bulkMark'>) =>
      call('attendance', 'bulkMark', { role, body }),
    onSuccess: (result) => {
      if (!result.dryRun) void queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
    },
  });
}

/** POST /api/{admin,hr}/attendance/import: the CSV as text; a dry run lists each row's problem. */
export function useImportAttendance(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['attendance', 'import'],
    mutationFn: (body: RequestBody<'attendance', 'importAttendance'>) =>
      call('attendance', 'importAttendance', { role, body }),
    onSuccess: (result) => {
      if (!result.dryRun && result.imported > 0)
        void queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
    },
  });
}
