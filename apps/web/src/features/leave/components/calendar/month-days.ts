import { monthDates, parseYearMonth, weekdayOf, type LeaveCalendar } from '@hrms/shared';

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

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** 'Monday 23' for a day's heading. */
export const dayLabel = (date: string): string =>
  `${DAY_NAMES[weekdayOf(date)]} ${Number(date.slice(8, 10))}`;
