import { monthDates, parseYearMonth, weekdayOf, type DigitStyle, type LeaveCalendar } from '@hrms/shared';
import { formatWeekday, toDigits } from '../../../../lib/i18n/format';
import type { Language } from '../../../../lib/i18n/languages';

export interface CalendarDay {
  date: string;
  holidays: LeaveCalendar['holidays'];
  entries: LeaveCalendar['entries'];
}

/** Every day of the answer's month with its holidays and leave entries (people in name order). */
export function daysOf(month: string, data: LeaveCalendar | undefined): CalendarDay[] {
  const { year, month: monthNumber } = parseYearMonth(month);
  return monthDates(year, monthNumber).map((date) => ({
    date,
    holidays: data?.holidays.filter((holiday) => holiday.date === date) ?? [],
    entries: (data?.entries.filter((entry) => entry.date === date) ?? []).sort((a, b) =>
      a.employeeName.localeCompare(b.employeeName),
    ),
  }));
}

/** Monday-first column of a date (0 = Monday). */
export const mondayColumn = (date: string): number => (weekdayOf(date) + 6) % 7;

/** The seven weekday headings, Monday first, short, in the language ('Mon' ... 'Sun'; 'सोम' ... 'रवि'). */
export function weekdayHeadings(language: Language): string[] {
  // 23 to 29 November 2026 run Monday to Sunday.
  return [23, 24, 25, 26, 27, 28, 29].map((day) => formatWeekday(`2026-11-${day}`, language, 'short'));
}

/** 'Monday 23' for a day's heading, in the language and the organisation's digits ('सोमवार २३'). */
export const dayLabel = (date: string, language: Language, digits: DigitStyle): string =>
  `${formatWeekday(date, language)} ${toDigits(String(Number(date.slice(8, 10))), digits)}`;
