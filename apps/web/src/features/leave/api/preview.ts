import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leaveKeys } from './keys';

export interface PreviewInput {
  type: string;
  startDate: string;
  endDate: string;
}

/**
 * GET /api/employees/{id}/leave-preview: the days a request would take, the balance and any refusal, asked
 * again as the dates change (only once the type and the dates are chosen).
 */
export function useLeavePreview(userId: string, input: PreviewInput | null) {
  return useQuery({
    queryKey: leaveKeys.preview(userId, input?.type ?? '', input?.startDate ?? '', input?.endDate ?? ''),
    queryFn: ({ signal }) =>
      call('leavePolicy', 'preview', {
        params: { id: userId },
        query: { type: input!.type, startDate: input!.startDate, endDate: input!.endDate },
        signal,
      }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
