import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
    // A location's own work week (issue 42) is cached under its id. The organisation's query also carries the
    // viewer's location's own patterns (`for=me`), which the answer lacks: it is read again.
    onSuccess: (settings, body) => {
      if (body.locationId) queryClient.setQueryData(locationWorkWeekKey(body.locationId), settings);
      void queryClient.invalidateQueries({ queryKey: workCalendarKeys.workWeek, exact: true });
    },
  });
}

const locationWorkWeekKey = (locationId: string) => [...workCalendarKeys.workWeek, locationId] as const;

/** GET /api/settings/work-week?locationId=: a location's own patterns (none: the organisation's apply there). */
export function useLocationWorkWeek(locationId: string) {
  return useQuery({
    queryKey: locationWorkWeekKey(locationId),
    queryFn: ({ signal }) => call('workCalendar', 'getWorkWeek', { query: { locationId }, signal }),
    enabled: locationId !== '',
  });
}
