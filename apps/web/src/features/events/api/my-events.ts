import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent, RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';

export const eventKeys = { mine: (userId: string) => ['events', userId] as const };

const byWhen = (a: CalendarEvent, b: CalendarEvent) =>
  `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);

/** GET /api/events/{userId}: the signed-in person's own events, by date and time. */
export function useMyEvents(userId: string) {
  return useQuery({
    queryKey: eventKeys.mine(userId),
    queryFn: ({ signal }) => call('events', 'listOwn', { params: { id: userId }, signal }),
  });
}

/** POST /api/events; `employee` is part of the spec's body, the server uses the signed-in caller. */
export function useCreateEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['events', 'create'],
    mutationFn: (input: RequestBody<'events', 'create'>) =>
      call('events', 'create', { body: { ...input, employee: userId } }),
    onSuccess: (created) =>
      queryClient.setQueryData<CalendarEvent[]>(eventKeys.mine(userId), (list) =>
        list ? [...list.filter((event) => event._id !== created._id), created].sort(byWhen) : list,
      ),
  });
}

/** PUT /api/events/{id}/status; on failure the list is reloaded (spec section 8). */
export function useCompleteEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['events', 'complete'],
    mutationFn: (id: string) => call('events', 'complete', { params: { id } }),
    onSuccess: (done) =>
      queryClient.setQueryData<CalendarEvent[]>(eventKeys.mine(userId), (list) =>
        list?.map((event) => (event._id === done._id ? done : event)),
      ),
    onError: () => void queryClient.invalidateQueries({ queryKey: eventKeys.mine(userId) }),
  });
}

/** DELETE /api/events/{id}; on failure the list is reloaded. */
export function useDeleteEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['events', 'delete'],
    mutationFn: (id: string) => call('events', 'remove', { params: { id } }),
    onSuccess: (deleted) =>
      queryClient.setQueryData<CalendarEvent[]>(eventKeys.mine(userId), (list) =>
        list?.filter((event) => event._id !== deleted._id),
      ),
    onError: () => void queryClient.invalidateQueries({ queryKey: eventKeys.mine(userId) }),
  });
}
