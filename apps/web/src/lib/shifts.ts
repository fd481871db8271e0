import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonShift, RequestBody, Shift } from '@hrms/shared';
import { call } from './api-client';

/**
 * Shifts in the browser (issue 19, docs/work-calendar.md): the list every role reads, and a person's
 * shift with the assignments to come. Here in lib because the work-calendar screens and the people
 * screens both read them (features never import each other). Every key starts with 'shifts', which the
 * dashboards invalidate on work_calendar_changed (lib/work-calendar.ts).
 */
export const shiftKeys = {
  all: ['shifts'] as const,
  list: ['shifts', 'list'] as const,
  person: (id: string) => ['shifts', 'person', id] as const,
};

/** Every shift, the default first. */
export function useShifts(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: shiftKeys.list,
    queryFn: ({ signal }) => call('workCalendar', 'listShifts', { signal }),
    staleTime: 5 * 60_000,
    enabled: options.enabled ?? true,
  });
}

/** A person's shift today and the assignments to come (the person, Admin and HR read it). */
export function usePersonShift(id: string) {
  return useQuery({
    queryKey: shiftKeys.person(id),
    queryFn: ({ signal }) => call('workCalendar', 'personShift', { params: { id }, signal }),
    // The clock card reads it on every Home; work_calendar_changed reloads it (useWorkCalendarLiveUpdates).
    staleTime: 5 * 60_000,
  });
}

/** PUT /api/employees/{id}/shift: the person works a shift from a date on (Admin, HR). */
export function useAssignShift(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shifts', 'assign'],
    mutationFn: (body: RequestBody<'workCalendar', 'assignShift'>) =>
      call('workCalendar', 'assignShift', { params: { id }, body }),
    onSuccess: (answer: PersonShift) => queryClient.setQueryData(shiftKeys.person(id), answer),
  });
}

type ShiftHours = Pick<Shift, 'start' | 'end'>;

/** Whether a shift ends on the next day (it belongs to the business date it starts on). */
export const crossesMidnight = ({ start, end }: ShiftHours): boolean => end < start;

/** 'General (09:00-18:00)', 'Night (22:00-06:00, next day)'. */
export const shiftLabel = (shift: Pick<Shift, 'name'> & ShiftHours): string =>
  `${shift.name} (${shift.start}-${shift.end}${crossesMidnight(shift) ? ', next day' : ''})`;
