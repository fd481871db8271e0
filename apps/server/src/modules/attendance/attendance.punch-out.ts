import { addDays, ATTENDANCE_MESSAGES as M, minutesOf } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict } from '../../lib/errors.ts';
import type { WorkCalendarService } from '../work-calendar/index.ts';
import { findAttendance, type AttendanceRow } from './attendance.repository.ts';
import { setPunchOut } from './attendance.writes.repository.ts';

/**
 * How long after a night shift's end its punch-out is still taken on the next calendar day: a shift
 * 22:00-06:00 started on Monday can be closed on Tuesday until 12:00 (docs/attendance.md).
 */
export const NIGHT_SHIFT_PUNCH_OUT_HOURS = 6;

/** A shift whose end is not after its start crosses midnight (it belongs to the date it starts on). */
export const crossesMidnight = (shift: { start: string; end: string }): boolean =>
  minutesOf(shift.end) <= minutesOf(shift.start);

export interface PunchOutDeps {
  db: Database;
  orgTime: OrgTime;
  workCalendar: WorkCalendarService;
}

/**
 * Closes today's open row; failing that, yesterday's when it was punched in under a shift crossing
 * midnight and the shift's end + NIGHT_SHIFT_PUNCH_OUT_HOURS has not passed. Only the first of concurrent
 * punch-outs matches (conditional update).
 */
export async function closePunch(deps: PunchOutDeps, userId: string): Promise<AttendanceRow> {
  const now = deps.orgTime.now();
  const parts = deps.orgTime.parts(now);
  const row = await setPunchOut(deps.db, userId, parts.date, now);
  if (row) return row;

  const yesterday = addDays(parts.date, -1);
  const night = await findAttendance(deps.db, userId, yesterday);
  if (night?.checkIn && night.shiftId) {
    const shift = await deps.workCalendar.shift(night.shiftId);
    const minute = parts.hour * 60 + parts.minute;
    if (shift && crossesMidnight(shift) && minute < minutesOf(shift.end) + NIGHT_SHIFT_PUNCH_OUT_HOURS * 60) {
      if (night.checkOut) throw conflict(M.alreadyPunchedOut);
      const closed = await setPunchOut(deps.db, userId, yesterday, now);
      if (closed) return closed;
      throw conflict(M.alreadyPunchedOut); // a concurrent punch-out closed it first
    }
  }

  const existing = await findAttendance(deps.db, userId, parts.date);
  if (existing?.checkOut) throw conflict(M.alreadyPunchedOut);
  throw conflict(M.notPunchedIn);
}
