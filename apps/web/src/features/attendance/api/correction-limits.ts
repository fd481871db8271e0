import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { correctionKeys } from './correction-keys';

/** GET /api/settings/attendance-corrections: the limits the request dialog shows. */
export function useCorrectionLimits() {
  return useQuery({
    queryKey: correctionKeys.limits,
    queryFn: ({ signal }) => call('attendance', 'getCorrectionLimits', { signal }),
  });
}

/** PUT /api/settings/attendance-corrections (Admin). */
export function useSaveCorrectionLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['attendance', 'corrections', 'limits'],
    mutationFn: (body: RequestBody<'attendance', 'putCorrectionLimits'>) =>
      call('attendance', 'putCorrectionLimits', { body }),
    onSuccess: (saved) => queryClient.setQueryData(correctionKeys.limits, saved),
  });
}
