import { monthBefore, monthDates, parseYearMonth, type AttendanceRecord } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { presentListRow } from './attendance.presenter.ts';
import { recentListRows, type DateWindow } from './attendance.recent.repository.ts';

/**
 * The employee list's attendance window: the 1st of the previous month to the last day of the current
 * one. The whole current month, so approved leave already written for later days shows too.
 */
export function recentAttendanceWindow(today: string): DateWindow {
  const { year, month } = parseYearMonth(today.slice(0, 7));
  const dates = monthDates(year, month);
  return { from: `${monthBefore(today, 1)}-01`, to: dates[dates.length - 1]! };
}

/** Everyone's records in the window (or only `userIds`'), newest first, grouped by person (one query). */
export async function recentRecordsByPerson(
  db: Queryable,
  timeZone: string,
  window: DateWindow,
  userIds?: readonly string[],
): Promise<Map<string, AttendanceRecord[]>> {
  const byPerson = new Map<string, AttendanceRecord[]>();
  for (const record of await recentListRows(db, timeZone, window, userIds)) {
    const list = byPerson.get(record.userId);
    if (list) list.push(presentListRow(record));
    else byPerson.set(record.userId, [presentListRow(record)]);
  }
  return byPerson;
}
