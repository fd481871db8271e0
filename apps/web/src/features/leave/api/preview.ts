import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MULTI_DAY_LEAVE_TYPE, type RequestQuery } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { leaveKeys } from './keys';

/**
 * The preview's query (GET /api/employees/{id}/leave-preview), every field chosen; a half day (issue 40) is a
 * boolean here and 'true' on the wire.
 */
export type PreviewInput = Omit<RequestQuery<'leavePolicy', 'preview'>, 'halfDay'> & { halfDay?: boolean };

/**
 * The preview's input once the type and the dates are chosen (only Sick Leave and multi-day types of one's
 * own keep an end date), else null.
 */
export function previewInput(
  type: string,
  startDate: string,
  endDate: string,
  multiDay = type === MULTI_DAY_LEAVE_TYPE,
  halfDay = false,
): PreviewInput | null {
  const end = multiDay ? endDate : startDate;
  if (!(type && startDate && end && end >= startDate)) return null;
  return { type, startDate, endDate: end, ...(halfDay ? { halfDay } : {}) };
}

/**
 * GET /api/employees/{id}/leave-preview: the days a request would take, the balance and any refusal, asked
 * again as the dates change (only once the type and the dates are chosen).
 */
export function useLeavePreview(userId: string, input: PreviewInput | null) {
  return useQuery({
    queryKey: [
      ...leaveKeys.preview(userId, input?.type ?? '', input?.startDate ?? '', input?.endDate ?? ''),
      input?.halfDay ? 'half' : 'full',
    ],
    queryFn: ({ signal }) =>
      call('leavePolicy', 'preview', {
        params: { id: userId },
        query: {
          type: input!.type,
          startDate: input!.startDate,
          endDate: input!.endDate,
          ...(input!.halfDay ? { halfDay: 'true' as const } : {}),
        },
        signal,
      }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
