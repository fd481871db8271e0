import { daysInMonth, isoDay, type AttendanceStatus, type MonthStats, type WorkCalendar } from '@hrms/shared';

/**
 * The month's attendance counted day by day from the work calendar (issue 40, item 12): only rows on the
 * person's eligible working days up to the cut-off count. A Present row on a weekly off or a holiday
 * (work on a day off) is paid by the day itself, so it can never stand in for an absence elsewhere.
 * The working days before the go-live date with no row are listed apart: they are paid as present.
 */
export interface DayCountInput {
  year: number;
  month: number;
  joinedOn: string;
  attendanceUpTo: string | null;
  calendar: WorkCalendar;
  dayStatuses: ReadonlyMap<string, AttendanceStatus>;
  /** The organisation's go-live date, or null (unset: nothing is presumed). */
  goLive?: string | null;
}

export interface DayCounts {
  stats: MonthStats;
  /** Eligible working days read (up to the cut-off), before go-live, with no row. */
  paidBeforeGoLive: string[];
}

const FIELD: Record<AttendanceStatus, keyof Omit<MonthStats, 'totalDays'>> = {
  Present: 'present',
  'Punched In': 'present',
  Absent: 'absent',
  'Sick Leave': 'sickLeave',
  'Paid Leave': 'paidLeave',
  'Half Day': 'halfDay',
  'Short Leave': 'shortLeave',
};

export function countWorkingDays(input: DayCountInput): DayCounts {
  const total = daysInMonth(input.year, input.month);
  const stats: MonthStats = {
    totalDays: total,
    present: 0,
    absent: 0,
    sickLeave: 0,
    paidLeave: 0,
    halfDay: 0,
    shortLeave: 0,
  };
  const paidBeforeGoLive: string[] = [];
  for (let day = 1; day <= total; day += 1) {
    const date = isoDay(input.year, input.month, day);
    if (date < input.joinedOn || !input.calendar.isWorking(date)) continue;
    if (input.attendanceUpTo !== null && date > input.attendanceUpTo) continue;
    const status = input.dayStatuses.get(date);
    if (status) stats[FIELD[status]] += 1;
    else if (input.goLive && date < input.goLive) paidBeforeGoLive.push(date);
  }
  return { stats, paidBeforeGoLive };
}
