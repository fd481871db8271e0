/**
 * Business dates: calendar days written 'YYYY-MM-DD', already in the organisation's timezone (the clock
 * turns instants into them). The arithmetic runs on UTC midnights, so no timezone or daylight-saving
 * shift can move a day.
 */
export type BusinessDate = string;

/** 0 = Sunday ... 6 = Saturday, the numbering of WEEKLY_OFF in /api/config. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const utcMidnight = (date: BusinessDate): Date => new Date(`${date}T00:00:00Z`);
const fromUtc = (instant: Date): BusinessDate => instant.toISOString().slice(0, 10);

/** The business date of a year, month (1-12) and day. */
export const isoDay = (year: number, month: number, day: number): BusinessDate =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isBusinessDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

export const weekdayOf = (date: BusinessDate): Weekday => utcMidnight(date).getUTCDay() as Weekday;

export function addDays(date: BusinessDate, days: number): BusinessDate {
  const day = utcMidnight(date);
  day.setUTCDate(day.getUTCDate() + days);
  return fromUtc(day);
}

/** Days from start to end, both counted (1 for the same day). */
export const calendarDaysBetween = (start: BusinessDate, end: BusinessDate): number =>
  Math.round((utcMidnight(end).getTime() - utcMidnight(start).getTime()) / DAY_MS) + 1;

/** Every date from start to end inclusive, in order (empty when end is before start). */
export function datesBetween(start: BusinessDate, end: BusinessDate): BusinessDate[] {
  const dates: BusinessDate[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) dates.push(day);
  return dates;
}

/** Number of days in a calendar month (month 1-12). */
export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** 'YYYY-MM' -> { year, month }. */
export function parseYearMonth(value: string): { year: number; month: number } {
  const [year, month] = value.split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1 };
}

/** Every date of a month, in order. */
export const monthDates = (year: number, month: number): BusinessDate[] =>
  Array.from({ length: daysInMonth(year, month) }, (_, i) => isoDay(year, month, i + 1));

/** The first and the last date of a 'YYYY-MM' month. */
export function monthBounds(yearMonth: string): { first: BusinessDate; last: BusinessDate } {
  const { year, month } = parseYearMonth(yearMonth);
  return { first: isoDay(year, month, 1), last: isoDay(year, month, daysInMonth(year, month)) };
}

/** 'YYYY-MM' of the `back`-th month before the month of a date (0: its own month). */
export function monthBefore(date: BusinessDate, back: number): string {
  const { year, month } = parseYearMonth(date.slice(0, 7));
  return fromUtc(new Date(Date.UTC(year, month - 1 - back, 1))).slice(0, 7);
}

/** The first day of the month `back` months before the month of `date`. */
export const monthStart = (date: BusinessDate, back = 0): BusinessDate => `${monthBefore(date, back)}-01`;

/** Month names (the pay period and salary filters of spec section 9, correction limits' messages). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
