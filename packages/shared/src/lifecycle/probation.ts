import { addDays, daysInMonth, isoDay, type BusinessDate } from '../calendar/dates.ts';
import { PROBATION_REMINDER_DAYS } from './messages.ts';

/**
 * The same day `months` later, or that month's last day when it is shorter: joined 31 August, six months end on
 * 28 February (29 in a leap year). A calendar month (General
 * Clauses Act, 1897, s.3(35): a month is reckoned by the British calendar).
 */
export function addMonthsClamped(date: BusinessDate, months: number): BusinessDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const index = year * 12 + (month - 1) + months;
  const toYear = Math.floor(index / 12);
  const toMonth = (index % 12) + 1;
  return isoDay(toYear, toMonth, Math.min(day, daysInMonth(toYear, toMonth)));
}

/** The end of probation: the extension's end when extended, else joining date + months; null without probation. */
export function probationEndsOn(
  joinedOn: BusinessDate,
  months: number | null,
  extendedTo: BusinessDate | null,
): BusinessDate | null {
  if (extendedTo) return extendedTo;
  if (months === null || months <= 0) return null;
  return addMonthsClamped(joinedOn, months);
}

/** The day the manager and HR get their reminder task: 15 days before the end. */
export const reminderDayFor = (endsOn: BusinessDate): BusinessDate =>
  addDays(endsOn, -PROBATION_REMINDER_DAYS);
