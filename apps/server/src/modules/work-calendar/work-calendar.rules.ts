import { minutesOf, WORK_CALENDAR_MESSAGES as M, type ShiftBody, type WorkWeekBody } from '@hrms/shared';
import { badRequest } from '../../lib/errors.ts';

// The work calendar's checks beyond the body schemas (docs/work-calendar.md): each throws a 400 with
// the contract's message.

/** A change of the work week or of a shift assignment starts today at the earliest. */
export function checkEffectiveDate(date: string, today: string): void {
  if (date < today) throw badRequest(M.pastEffectiveDate);
}

/** The work week as stored: weekdays sorted and once each, nth-week rules merged per weekday. */
export function normaliseWorkWeek(body: WorkWeekBody): {
  weeklyOff: number[];
  nthWeekOff: { weekday: number; weeks: number[] }[];
} {
  const weeklyOff = [...new Set(body.weeklyOff)].sort((a, b) => a - b);
  const weeksByDay = new Map<number, Set<number>>();
  for (const rule of body.nthWeekOff) {
    if (weeklyOff.includes(rule.weekday)) continue; // already off every week
    const weeks = weeksByDay.get(rule.weekday) ?? new Set<number>();
    for (const week of rule.weeks) weeks.add(week);
    weeksByDay.set(rule.weekday, weeks);
  }
  const nthWeekOff = [...weeksByDay]
    .sort(([a], [b]) => a - b)
    .map(([weekday, weeks]) => ({ weekday, weeks: [...weeks].sort((a, b) => a - b) }));
  // Every weekday off in every week (weeks 1-5 cover a whole month) leaves no working day.
  const alwaysOff = new Set(weeklyOff);
  for (const rule of nthWeekOff) if (rule.weeks.length === 5) alwaysOff.add(rule.weekday);
  if (alwaysOff.size === 7) throw badRequest(M.allDaysOff);
  return { weeklyOff, nthWeekOff };
}

/** The punch-in window opens before it closes, on one day; a full day asks for more hours than a half. */
export function checkShift(body: ShiftBody): void {
  if (minutesOf(body.punchInUntil) <= minutesOf(body.punchInFrom)) throw badRequest(M.punchWindowOrder);
  const { minHoursFullDay: full, minHoursHalfDay: half } = body;
  if (full != null && half != null && full <= half) throw badRequest(M.minHoursOrder);
}
