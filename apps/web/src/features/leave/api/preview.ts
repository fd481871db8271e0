import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MULTI_DAY_LEAVE_TYPE, type RequestQuery } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { leaveKeys } from './keys';

/** The preview's query (GET /api/employees/{id}/leave-preview), every field chosen. */
export type PreviewInput = RequestQuery<'leavePolicy', 'preview'>;

/** The preview's input once the type and the dates are chosen (only Sick Leave keeps an end date), else null. */
export function previewInput(type: string, startDate: string, endDate: string): PreviewInput | null {
  const end = type === MULTI_DAY_LEAVE_TYPE ? endDate : startDate;
  return type && startDate && end && end >= startDate ? { type, startDate, endDate: end } : null;
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
