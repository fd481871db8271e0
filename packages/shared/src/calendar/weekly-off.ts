import { weekdayOf, type BusinessDate } from './dates.ts';

/**
 * The organisation's weekly days off (WEEKLY_OFF, weekday numbers, 0 = Sunday): the first piece of the
 * work calendar. Holidays will join it; callers ask these helpers instead of reading the numbers.
 */
export type WeeklyOff = readonly number[];

export const isWeeklyOffDay = (weekday: number, weeklyOff: WeeklyOff): boolean => weeklyOff.includes(weekday);

export const isWeeklyOff = (date: BusinessDate, weeklyOff: WeeklyOff): boolean =>
  isWeeklyOffDay(weekdayOf(date), weeklyOff);

/** The dates that are not weekly off, in their order. */
export function workingDates(dates: readonly BusinessDate[], weeklyOff: WeeklyOff): BusinessDate[] {
  return dates.filter((date) => !isWeeklyOff(date, weeklyOff));
}
