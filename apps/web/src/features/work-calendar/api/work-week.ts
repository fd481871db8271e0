import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { workCalendarKeys } from '../../../lib/work-calendar';

/** PUT /api/settings/work-week (Admin): the answer is the whole work week, so the cache takes it as is. */
export function useSaveWorkWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['work-week', 'save'],
    mutationFn: (body: RequestBody<'workCalendar', 'putWorkWeek'>) =>
      call('workCalendar', 'putWorkWeek', { body }),
    onSuccess: (settings) => queryClient.setQueryData(workCalendarKeys.workWeek, settings),
  });
}
