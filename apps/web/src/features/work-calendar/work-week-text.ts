import {
  MONTH_NAMES,
  addDays,
  formatDateDMY,
  monthDates,
  workCalendar,
  workWeekOn,
  type BusinessDate,
  type CalendarHoliday,
  type Weekday,
  type WorkWeek,
  type WorkWeekPattern,
  type WorkWeekSettings,
} from '@hrms/shared';

/*
 * The work week in words and the preview of a month's days off (issue 19, docs/work-calendar.md), from
 * the same pure rules the server applies (`workCalendar` in packages/shared/src/calendar).
 */

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** 'a', 'a and b', 'a, b and c'. */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A work week as the API holds it (weekdays as numbers). */
export interface WorkWeekValue {
  weeklyOff: readonly number[];
  nthWeekOff: readonly { weekday: number; weeks: readonly number[] }[];
}

/** 'Sunday off; Saturday off in weeks 2 and 4', or 'No weekly day off'. */
export function describeWorkWeek(week: WorkWeekValue): string {
  const parts: string[] = [];
  const always = [...week.weeklyOff].sort((a, b) => a - b);
  if (always.length > 0) parts.push(`${joinAnd(always.map((day) => WEEKDAY_NAMES[day] ?? '?'))} off`);
  const nth = [...week.nthWeekOff]
    .filter((rule) => rule.weeks.length > 0 && !week.weeklyOff.includes(rule.weekday))
    .sort((a, b) => a.weekday - b.weekday);
  for (const rule of nth) {
    const weeks = [...rule.weeks].sort((a, b) => a - b).map(String);
    parts.push(
      `${WEEKDAY_NAMES[rule.weekday] ?? '?'} off in week${weeks.length > 1 ? 's' : ''} ${joinAnd(weeks)}`,
    );
  }
  return parts.length > 0 ? parts.join('; ') : 'No weekly day off';
}

/** 'From 01/12/2026: Sunday off; Saturday off in weeks 2 and 4'. */
export const describePattern = (pattern: WorkWeekValue & { effectiveFrom: string }): string =>
  `From ${formatDateDMY(pattern.effectiveFrom)}: ${describeWorkWeek(pattern)}`;

const asWorkWeek = (week: WorkWeekValue): WorkWeek => ({
  weeklyOff: week.weeklyOff.map((day) => day as Weekday),
  nthWeekOff: week.nthWeekOff.map((rule) => ({ weekday: rule.weekday as Weekday, weeks: rule.weeks })),
});

const asPatterns = (settings: WorkWeekSettings): WorkWeekPattern[] =>
  settings.patterns.map((pattern) => ({ ...asWorkWeek(pattern), effectiveFrom: pattern.effectiveFrom }));

/** The work week in force on a date: the latest pattern from on or before it, else WEEKLY_OFF. */
export const workWeekInForce = (settings: WorkWeekSettings, date: BusinessDate): WorkWeekValue =>
  workWeekOn(date, asPatterns(settings), asWorkWeek({ weeklyOff: settings.weeklyOff, nthWeekOff: [] }));

/** The first whole month from a date on: its own month when it is the 1st, else the next one. */
export function previewMonth(from: BusinessDate): { year: number; month: number } {
  const first = from.endsWith('-01') ? from : addDays(`${from.slice(0, 7)}-28`, 7);
  return { year: Number(first.slice(0, 4)), month: Number(first.slice(5, 7)) };
}

export interface MonthPreview {
  /** 'December 2026' */
  label: string;
  /** Days of the month off by the work week (holidays aside). */
  weeklyOffDays: number[];
  /** Public holidays in the month, with their names. */
  holidays: { day: number; name: string }[];
  daysOff: number;
}

/**
 * A month's days off if `draft` applied from `effectiveFrom` on (the same date replaces its pattern, as
 * the server does), with the month's public holidays.
 */
export function previewDaysOff(
  settings: WorkWeekSettings,
  draft: WorkWeekValue & { effectiveFrom: BusinessDate },
  holidays: readonly CalendarHoliday[],
): MonthPreview {
  const { year, month } = previewMonth(draft.effectiveFrom);
  const patterns: WorkWeekPattern[] = [
    ...settings.patterns.filter((pattern) => pattern.effectiveFrom !== draft.effectiveFrom),
    draft,
  ].map((pattern) => ({ ...asWorkWeek(pattern), effectiveFrom: pattern.effectiveFrom }));
  const calendar = workCalendar({
    fallback: asWorkWeek({ weeklyOff: settings.weeklyOff, nthWeekOff: [] }),
    patterns,
    holidays,
  });
  const weeklyOffDays: number[] = [];
  const holidayDays: { day: number; name: string }[] = [];
  for (const date of monthDates(year, month)) {
    const day = calendar.day(date);
    if (day.kind === 'weekly-off') weeklyOffDays.push(Number(date.slice(8, 10)));
    if (day.kind === 'holiday') holidayDays.push({ day: Number(date.slice(8, 10)), name: day.holiday!.name });
  }
  return {
    label: `${MONTH_NAMES[month - 1]} ${year}`,
    weeklyOffDays,
    holidays: holidayDays,
    daysOff: weeklyOffDays.length + holidayDays.length,
  };
}

/** 'December 2026: 6 days off: 6, 12, 13, 20, 26, 27; holidays: 25 (Christmas)'. */
export function describePreview(preview: MonthPreview): string {
  const days = preview.weeklyOffDays.join(', ');
  const holidays = preview.holidays.map(({ day, name }) => `${day} (${name})`).join(', ');
  const count = `${preview.daysOff} ${preview.daysOff === 1 ? 'day' : 'days'} off`;
  if (preview.daysOff === 0) return `${preview.label}: no days off`;
  return `${preview.label}: ${count}${days ? `: ${days}` : ''}${holidays ? `; holidays: ${holidays}` : ''}`;
}
