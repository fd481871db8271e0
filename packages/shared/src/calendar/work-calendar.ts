import { weekdayOf, type BusinessDate, type Weekday } from './dates.ts';
import type { WeeklyOff } from './weekly-off.ts';

/**
 * The work calendar's pure rules (issue 19, docs/work-calendar.md): for any date, whether it is a working
 * day and why not. Server and browser build one from the same data (GET /api/settings/work-week and
 * GET /api/holidays), so a screen and a rule never disagree.
 */

/** A weekday off only in some weeks of the month: week n holds the month's days 7n-6 to 7n (weeks 1-5). */
export interface NthWeekOff {
  weekday: Weekday;
  weeks: readonly number[];
}

/** Which days of a week are off: weekdays always off, plus weekdays off only in given weeks. */
export interface WorkWeek {
  weeklyOff: WeeklyOff;
  nthWeekOff: readonly NthWeekOff[];
}

/** A work week in force from a date on (never before it). */
export interface WorkWeekPattern extends WorkWeek {
  effectiveFrom: BusinessDate;
}

export interface CalendarHoliday {
  date: BusinessDate;
  name: string;
  kind: 'public' | 'optional';
}

/**
 * Why a day is or is not worked. A public holiday wins over a weekly off (it is shown by its name); an
 * optional holiday is a working day unless the person takes it (the leave-policy issue).
 */
export type DayKind = 'working' | 'weekly-off' | 'holiday';

export interface WorkDay {
  date: BusinessDate;
  kind: DayKind;
  /** The holiday on this date, public (kind 'holiday') or optional (kind 'working' or 'weekly-off'). */
  holiday?: CalendarHoliday;
}

/** The week of the month a date falls in: days 1-7 are week 1, ..., days 29-31 week 5. */
export const weekOfMonth = (date: BusinessDate): number => Math.ceil(Number(date.slice(8, 10)) / 7);

/** Whether a work week has the date off (holidays aside). */
export function isOffInWeek(date: BusinessDate, week: WorkWeek): boolean {
  const weekday = weekdayOf(date);
  if (week.weeklyOff.includes(weekday)) return true;
  const nth = weekOfMonth(date);
  return week.nthWeekOff.some((rule) => rule.weekday === weekday && rule.weeks.includes(nth));
}

/** The work week in force on a date: the latest pattern that starts on or before it, else the default. */
export function workWeekOn(
  date: BusinessDate,
  patterns: readonly WorkWeekPattern[],
  fallback: WorkWeek,
): WorkWeek {
  let current: WorkWeek = fallback;
  let from = '';
  for (const pattern of patterns) {
    if (pattern.effectiveFrom <= date && pattern.effectiveFrom >= from) {
      current = pattern;
      from = pattern.effectiveFrom;
    }
  }
  return current;
}

export interface WorkCalendarData {
  /** WEEKLY_OFF: the work week before any pattern. */
  fallback: WorkWeek;
  patterns: readonly WorkWeekPattern[];
  holidays: readonly CalendarHoliday[];
  /**
   * A location's own calendar on top of the organisation's (issue 42): its holiday on a date wins over the
   * organisation's, and its work week, from the pattern's date on, replaces the organisation's.
   */
  local?: { patterns: readonly WorkWeekPattern[]; holidays: readonly CalendarHoliday[] };
}

export interface WorkCalendar {
  day(date: BusinessDate): WorkDay;
  isWorking(date: BusinessDate): boolean;
  /** The working dates among `dates`, in their order. */
  workingDates(dates: readonly BusinessDate[]): BusinessDate[];
}

/** The organisation's work calendar over the data given (load every holiday of the dates asked about). */
export function workCalendar(data: WorkCalendarData): WorkCalendar {
  const holidays = new Map(data.holidays.map((holiday) => [holiday.date, holiday]));
  for (const holiday of data.local?.holidays ?? []) holidays.set(holiday.date, holiday);
  const local = data.local?.patterns ?? [];
  const day = (date: BusinessDate): WorkDay => {
    const holiday = holidays.get(date);
    if (holiday?.kind === 'public') return { date, kind: 'holiday', holiday };
    const own = workWeekOn(date, data.patterns, data.fallback);
    const off = isOffInWeek(date, local.length === 0 ? own : workWeekOn(date, local, own));
    const kind: DayKind = off ? 'weekly-off' : 'working';
    return holiday ? { date, kind, holiday } : { date, kind };
  };
  const isWorking = (date: BusinessDate) => day(date).kind === 'working';
  return { day, isWorking, workingDates: (dates) => dates.filter(isWorking) };
}

/** A calendar with only the weekly days off: what a fresh install has (and the spec describes). */
export const weeklyOffCalendar = (weeklyOff: WeeklyOff): WorkCalendar =>
  workCalendar({ fallback: { weeklyOff, nthWeekOff: [] }, patterns: [], holidays: [] });

/** Where a person works from a date on (null: no location, so the organisation's calendar). */
export interface LocationSpan {
  from: BusinessDate;
  locationId: string | null;
}

/** The location of the span in force on `date` (spans oldest first), or null before the first one. */
export function locationOn(spans: readonly LocationSpan[], date: BusinessDate): string | null {
  let current: string | null = null;
  for (const span of spans) {
    if (span.from > date) break;
    current = span.locationId;
  }
  return current;
}

/**
 * One person's calendar (issue 42): each date is read from the calendar of the location they work at on
 * that date, so a move mid-month splits the month between the two calendars. `of(null)` is the
 * organisation's.
 */
export function personCalendar(
  spans: readonly LocationSpan[],
  of: (locationId: string | null) => WorkCalendar,
): WorkCalendar {
  if (spans.every((span) => span.locationId === null)) return of(null);
  const day = (date: BusinessDate): WorkDay => of(locationOn(spans, date)).day(date);
  const isWorking = (date: BusinessDate) => day(date).kind === 'working';
  return { day, isWorking, workingDates: (dates) => dates.filter(isWorking) };
}
