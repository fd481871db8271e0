import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  workCalendar,
  type BusinessDate,
  type CalendarHoliday,
  type Holiday,
  type WorkCalendar,
  type WorkWeekSettings,
  type Weekday,
} from '@hrms/shared';
import { call } from './api-client';
import { useServerEvent } from './realtime';

/**
 * The work calendar in the browser (issue 19, docs/work-calendar.md): the same pure rules the server
 * applies (`workCalendar` in packages/shared/src/calendar), built from GET /api/settings/work-week and
 * the holidays of the years asked about. Here in lib because attendance, leave, events and the work
 * calendar screens all read it (features never import each other).
 */
export const workCalendarKeys = {
  workWeek: ['work-week'] as const,
  holidays: (year: number) => ['holidays', year] as const,
  allHolidays: ['holidays'] as const,
};

export const holidaysQuery = (year: number) => ({
  queryKey: workCalendarKeys.holidays(year),
  queryFn: ({ signal }: { signal: AbortSignal }) => call('holidays', 'list', { query: { year }, signal }),
  staleTime: 5 * 60_000,
});

/** A year's holidays the viewer keeps (their location's own too, issue 42), sorted by date (every role). */
export function useHolidays(year: number) {
  return useQuery(holidaysQuery(year));
}

/**
 * Every holiday of a year, each location's own with its `locationId` (issue 42): the Admin's and HR's
 * Holidays screen. Under the same ['holidays'] key, so a change reloads it with the others.
 */
export function useAllHolidays(year: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...options,
    queryKey: [...workCalendarKeys.holidays(year), 'all'] as const,
    queryFn: ({ signal }) => call('holidays', 'list', { query: { year, location: 'all' }, signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * WEEKLY_OFF and the work-week patterns (every role reads them), with the viewer's location's own patterns as
 * `local` when it has a work week of its own (issue 42): the viewer's calendars then agree with the server's.
 */
export function useWorkWeek() {
  return useQuery({
    queryKey: workCalendarKeys.workWeek,
    queryFn: ({ signal }) => call('workCalendar', 'getWorkWeek', { query: { for: 'me' }, signal }),
    staleTime: 5 * 60_000,
  });
}

const yearsBetween = (from: BusinessDate, to: BusinessDate): number[] => {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) years.push(year);
  return years;
};

const patternOf = (pattern: WorkWeekSettings['patterns'][number]) => ({
  effectiveFrom: pattern.effectiveFrom,
  weeklyOff: pattern.weeklyOff,
  nthWeekOff: pattern.nthWeekOff.map((rule) => ({ weekday: rule.weekday as Weekday, weeks: rule.weeks })),
});

export function buildWorkCalendar(settings: WorkWeekSettings, holidays: readonly Holiday[]): WorkCalendar {
  return workCalendar({
    fallback: { weeklyOff: settings.weeklyOff, nthWeekOff: [] },
    patterns: settings.patterns.map(patternOf),
    holidays: holidays.map(({ date, name, kind }): CalendarHoliday => ({ date, name, kind })),
    ...(settings.local ? { local: { patterns: settings.local.patterns.map(patternOf), holidays: [] } } : {}),
  });
}

/**
 * The work calendar for the dates from `from` to `to`: undefined while loading (or when a read failed:
 * `isError`), then a `WorkCalendar` whose `day(date)` says working / weekly off / holiday and why.
 */
export function useWorkCalendar(from: BusinessDate, to: BusinessDate) {
  const workWeek = useWorkWeek();
  const years = yearsBetween(from, to);
  const holidays = useQueries({ queries: years.map((year) => holidaysQuery(year)) });
  const ready = workWeek.data !== undefined && holidays.every((query) => query.data !== undefined);
  const holidayData = holidays.map((query) => query.data);
  const calendar = useMemo(
    () =>
      ready
        ? buildWorkCalendar(
            workWeek.data!,
            holidayData.flatMap((list) => list ?? []),
          )
        : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the data arrays' identities change with the data
    [ready, workWeek.data, ...holidayData],
  );
  return {
    calendar,
    isLoading: !ready && !workWeek.isError && !holidays.some((query) => query.isError),
    isError: workWeek.isError || holidays.some((query) => query.isError),
  };
}

/** Holidays, the work week or shifts changed somewhere: read them again (mounted once per dashboard). */
export function useWorkCalendarLiveUpdates(): void {
  const queryClient = useQueryClient();
  useServerEvent('work_calendar_changed', (change) => {
    if (change.reason === 'holidays')
      void queryClient.invalidateQueries({ queryKey: workCalendarKeys.allHolidays });
    if (change.reason === 'work-week')
      void queryClient.invalidateQueries({ queryKey: workCalendarKeys.workWeek });
    if (change.reason === 'shifts' || change.reason === 'shift-assignment')
      void queryClient.invalidateQueries({ queryKey: ['shifts'] });
  });
}

/**
 * The public holidays from `from` to `to` by date (empty while loading or when the list failed: the
 * calendars then show no marks, as on a fresh install). Reads only the holiday lists, so it needs no
 * work week: the Home calendar and the attendance sheet mark holidays with it.
 */
export function usePublicHolidays(from: BusinessDate, to: BusinessDate): ReadonlyMap<BusinessDate, Holiday> {
  const lists = useQueries({ queries: yearsBetween(from, to).map((year) => holidaysQuery(year)) });
  // One string for the lists' versions: the memo's dependencies keep one length whatever the years.
  const versions = lists.map((query) => query.dataUpdatedAt).join(',');
  const data = lists.map((query) => query.data);
  return useMemo(
    () =>
      new Map(
        data
          .flatMap((list) => list ?? [])
          .filter((holiday) => holiday.kind === 'public' && holiday.date >= from && holiday.date <= to)
          .map((holiday) => [holiday.date, holiday]),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `versions` stands for `data`
    [from, to, versions],
  );
}
