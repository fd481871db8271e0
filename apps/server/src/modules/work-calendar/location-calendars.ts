import { workCalendar, type Holiday, type WorkCalendar, type WorkWeek } from '@hrms/shared';
import { calendarHoliday, patternOf } from './work-calendar.presenter.ts';
import type { WorkWeekPatternRow } from './work-calendar.repository.ts';

/*
 * The calendars of one read (issue 42, docs/work-calendar.md "Calendars per location"): the organisation's,
 * and one per location that has a holiday or a work week of its own, each built once however many people
 * work there (a payroll chunk of 500 people at 3 locations builds at most 4). A location without either
 * answers the organisation's calendar itself.
 */
export interface CalendarSet {
  organisation: WorkCalendar;
  /** The locations with a calendar of their own in this read. */
  localIds: ReadonlySet<string>;
  of(locationId: string | null): WorkCalendar;
}

export function calendarSet(
  fallback: WorkWeek,
  patterns: readonly WorkWeekPatternRow[],
  holidays: readonly Holiday[],
): CalendarSet {
  const orgPatterns = patterns.filter((row) => row.locationId === null).map(patternOf);
  const orgHolidays = holidays.filter((row) => row.locationId === undefined).map(calendarHoliday);
  const organisation = workCalendar({ fallback, patterns: orgPatterns, holidays: orgHolidays });
  const localIds = new Set<string>();
  for (const row of patterns) if (row.locationId !== null) localIds.add(row.locationId);
  for (const row of holidays) if (row.locationId !== undefined) localIds.add(row.locationId);
  const built = new Map<string, WorkCalendar>();
  const of = (locationId: string | null): WorkCalendar => {
    if (locationId === null || !localIds.has(locationId)) return organisation;
    let calendar = built.get(locationId);
    if (!calendar) {
      calendar = workCalendar({
        fallback,
        patterns: orgPatterns,
        holidays: orgHolidays,
        local: {
          patterns: patterns.filter((row) => row.locationId === locationId).map(patternOf),
          holidays: holidays.filter((row) => row.locationId === locationId).map(calendarHoliday),
        },
      });
      built.set(locationId, calendar);
    }
    return calendar;
  };
  return { organisation, localIds, of };
}
