import {
  formatEmployeeId,
  monthBefore,
  orgClockParts,
  type AttendanceRecord,
  type AttendanceSheet,
  type AttendanceSheetResponse,
  type AttendanceTrend,
  type MonthStats,
  type UserAttendanceRecord,
  type WorkMode,
} from '@hrms/shared';
import type {
  AttendanceListRow,
  AttendanceRow,
  SheetRow,
  UserAttendanceRow,
} from './attendance.repository.ts';

const hhmm = (instant: Date | null, timeZone: string): string =>
  instant ? orgClockParts(instant, timeZone).time : '--';

/** The columns a person's own attendance record is made of (a whole row, or a punch-in's known values). */
export type RecordColumns = Pick<
  AttendanceRow,
  'id' | 'date' | 'checkIn' | 'checkOut' | 'status' | 'late' | 'workedMinutes' | 'corrected' | 'punchPlace'
>;

export function presentRecord(row: RecordColumns, timeZone: string): AttendanceRecord {
  return {
    _id: row.id,
    date: row.date,
    checkIn: hhmm(row.checkIn, timeZone),
    checkOut: hhmm(row.checkOut, timeZone),
    status: row.status,
    late: row.late,
    workedMinutes: row.workedMinutes,
    corrected: row.corrected,
    place: row.punchPlace,
  };
}

/** List rows arrive with 'HH:MM' already formatted in organisation time by the query. */
export function presentListRow(row: AttendanceListRow): AttendanceRecord {
  return {
    _id: row.id,
    date: row.date,
    checkIn: row.checkIn ?? '--',
    checkOut: row.checkOut ?? '--',
    status: row.status,
    ...(row.late === undefined
      ? {}
      : { late: row.late, workedMinutes: row.workedMinutes ?? null, corrected: row.corrected ?? false }),
    ...(row.place === undefined ? {} : { place: row.place }),
    ...(row.mode ? { mode: row.mode as WorkMode } : {}),
  };
}

export function presentUserRecord(row: UserAttendanceRow): UserAttendanceRecord {
  return { ...presentListRow(row), employeeId: row.userId, employeeName: row.employeeName, role: row.role };
}

/**
 * The sheet with its rows under `sheet` as well, for the spec's original client: the very same array, which
 * the route's serialiser writes once (plugins/aliased-array-serializer.ts).
 */
export const presentSheetForClients = (sheet: AttendanceSheet): AttendanceSheetResponse => ({
  ...sheet,
  sheet: sheet.rows,
});

export const emptyStats = (totalDays: number): MonthStats => ({
  totalDays,
  present: 0,
  absent: 0,
  sickLeave: 0,
  paidLeave: 0,
  halfDay: 0,
  shortLeave: 0,
});

/** Which stats card a status counts on: Present and Punched In both count as present. */
export const STAT_OF_STATUS: Record<string, keyof Omit<MonthStats, 'totalDays'>> = {
  Present: 'present',
  'Punched In': 'present',
  Absent: 'absent',
  'Sick Leave': 'sickLeave',
  'Paid Leave': 'paidLeave',
  'Half Day': 'halfDay',
  'Short Leave': 'shortLeave',
};

/**
 * The last `months` months up to today, oldest first, every month present (zeros when empty). The counts
 * stop at today, so approved leave written ahead is left out and a month is judged on what has happened.
 */
export function fillTrendMonths(
  counts: ReadonlyArray<{ month: string; present: number; absent: number; leave: number }>,
  today: string,
  months: number,
): AttendanceTrend[] {
  const counted = new Map(counts.map((row) => [row.month, row]));
  return Array.from({ length: months }, (_, i) => {
    const month = monthBefore(today, months - 1 - i);
    const { present = 0, absent = 0, leave = 0 } = counted.get(month) ?? {};
    const total = present + absent + leave;
    return {
      month,
      present,
      absent,
      leave,
      presentRate: total === 0 ? null : Math.round((present / total) * 1000) / 10,
    };
  });
}

/** The month's sheet: every person against every date; `days` only once a pattern or a holiday applies. */
export function presentSheet(
  dates: string[],
  days: AttendanceSheet['days'] | null,
  rows: readonly SheetRow[],
): AttendanceSheet {
  return {
    month: dates[0]!.slice(0, 7),
    dates,
    ...(days ? { days } : {}),
    rows: rows.map((r) => ({
      employeeName: r.name,
      employeeId: r.userId,
      employeeCode: formatEmployeeId(r.employeeNo),
      attendance: r.attendance,
    })),
  };
}
