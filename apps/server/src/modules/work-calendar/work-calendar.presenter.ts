import type {
  CalendarHoliday,
  Holiday,
  Shift,
  ShiftBody,
  Weekday,
  WorkWeekPattern,
  WorkWeekSettings,
} from '@hrms/shared';
import type { ShiftRow, ShiftValues } from './shifts.repository.ts';
import type { WorkWeekPatternRow } from './work-calendar.repository.ts';

const hoursOf = (minutes: number | null): number | null => (minutes === null ? null : minutes / 60);
const minutesOfHours = (hours: number | null | undefined): number | null =>
  hours === null || hours === undefined ? null : Math.round(hours * 60);

export function presentShift(row: ShiftRow): Shift {
  return {
    id: row.id,
    name: row.name,
    start: row.start,
    end: row.end,
    punchInFrom: row.punchInFrom,
    punchInUntil: row.punchInUntil,
    graceMinutes: row.graceMinutes,
    minHoursFullDay: hoursOf(row.minMinutesFullDay),
    minHoursHalfDay: hoursOf(row.minMinutesHalfDay),
    isDefault: row.isDefault,
  };
}

/** A body as the shifts table stores it: minimum hours in minutes. */
export const shiftValues = (body: ShiftBody): ShiftValues => ({
  name: body.name.trim(),
  start: body.start,
  end: body.end,
  punchInFrom: body.punchInFrom,
  punchInUntil: body.punchInUntil,
  graceMinutes: body.graceMinutes,
  minMinutesFullDay: minutesOfHours(body.minHoursFullDay),
  minMinutesHalfDay: minutesOfHours(body.minHoursHalfDay),
});

/** What the audit log keeps of a shift. */
export const shiftSnapshot = (row: ShiftRow) => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
};

export const patternOf = (row: WorkWeekPatternRow): WorkWeekPattern => ({
  effectiveFrom: row.effectiveFrom,
  weeklyOff: row.weeklyOff as Weekday[],
  nthWeekOff: row.nthWeekOff.map((rule) => ({ weekday: rule.weekday as Weekday, weeks: rule.weeks })),
});

export const presentWorkWeek = (
  weeklyOff: readonly number[],
  rows: readonly WorkWeekPatternRow[],
): WorkWeekSettings => ({
  weeklyOff: [...weeklyOff],
  patterns: rows.map((row) => ({
    id: row.id,
    effectiveFrom: row.effectiveFrom,
    weeklyOff: row.weeklyOff,
    nthWeekOff: row.nthWeekOff,
  })),
});

export const calendarHoliday = ({ date, name, kind }: Holiday): CalendarHoliday => ({ date, name, kind });
