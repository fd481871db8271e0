import { addDays, isLateCheckIn, minutesOf } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { WorkCalendarService } from '../work-calendar/index.ts';
import { announceAttendanceChanged } from './attendance.notices.ts';
import { crossesMidnight, NIGHT_SHIFT_PUNCH_OUT_HOURS } from './attendance.punch-out.ts';
import { upsertDeviceDays, type DeviceDayValues } from './attendance.device.repository.ts';

export interface DeviceDaysDeps {
  db: Database;
  orgTime: OrgTime;
  workCalendar: WorkCalendarService;
  realtime: Realtime;
}

/** One person's punches on one business date, as the devices module hands them over. */
export interface DevicePunchesOfDay {
  userId: string;
  /** Business date in the organisation's timezone. */
  date: string;
  /** Every punch of that person that day known so far (any order, repeats allowed). */
  punches: readonly Date[];
}

/** A day a device punch wrote, and whether it replaced the absentee run's Absent. */
export interface DeviceDayWritten {
  userId: string;
  date: string;
  healed: boolean;
}

/**
 * Device punches become attendance (issue 46, docs/devices.md): the first punch of the business day is the
 * check-in (late against the person's shift, as a web punch-in), the last the check-out. The devices module
 * passes ALL the day's known punches, so the result does not depend on the order they arrived in.
 */
export class DeviceAttendance {
  constructor(private readonly deps: DeviceDaysDeps) {}

  /**
   * The business date of each punch, as a web punch-out decides it: a punch after midnight belongs to the
   * previous date when the person's shift of that date crosses midnight and its end + 6 hours has not
   * passed (a 22:00-06:00 shift's 06:10 punch closes the day it started); else its own calendar date.
   */
  async businessDates(punches: ReadonlyArray<{ userId: string; at: Date }>): Promise<string[]> {
    const parts = punches.map((p) => this.deps.orgTime.parts(p.at));
    const eves = parts.map((p) => addDays(p.date, -1));
    const shifts = new Map<string, Awaited<ReturnType<WorkCalendarService['shiftsOn']>>>();
    for (const eve of new Set(eves)) {
      const userIds = [...new Set(punches.filter((_, i) => eves[i] === eve).map((p) => p.userId))];
      shifts.set(eve, await this.deps.workCalendar.shiftsOn(userIds, eve));
    }
    return punches.map((punch, i) => {
      const shift = shifts.get(eves[i]!)?.get(punch.userId);
      const minute = parts[i]!.hour * 60 + parts[i]!.minute;
      const night =
        shift !== undefined &&
        crossesMidnight(shift) &&
        minute < minutesOf(shift.end) + NIGHT_SHIFT_PUNCH_OUT_HOURS * 60;
      return night ? eves[i]! : parts[i]!.date;
    });
  }

  /**
   * `inTransaction` runs in the write's own transaction with the days written (the devices module records
   * the audit entry and the notice of a healed Absent there, so they commit with the heal or not at all).
   */
  async apply(
    days: readonly DevicePunchesOfDay[],
    inTransaction?: (tx: Queryable, written: DeviceDayWritten[]) => Promise<void>,
  ): Promise<DeviceDayWritten[]> {
    const byDate = new Map<string, DevicePunchesOfDay[]>();
    for (const day of days) {
      if (day.punches.length === 0) continue;
      byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);
    }
    const values: DeviceDayValues[] = [];
    for (const [date, list] of byDate) {
      const shifts = await this.deps.workCalendar.shiftsOn(
        list.map((d) => d.userId),
        date,
      );
      for (const day of list) {
        const times = day.punches.map((p) => p.getTime()).sort((x, y) => x - y);
        const first = new Date(times[0]!);
        const last = times[times.length - 1]!;
        const shift = shifts.get(day.userId)!;
        values.push({
          user_id: day.userId,
          date,
          first_at: first.toISOString(),
          last_at: last > first.getTime() ? new Date(last).toISOString() : null,
          shift_id: shift.id,
          late: isLateCheckIn(this.deps.orgTime.parts(first), shift.start, shift.graceMinutes),
        });
      }
    }
    const written = await this.deps.db.transaction(async (tx) => {
      const rows = await upsertDeviceDays(tx, values);
      if (inTransaction && rows.length > 0) await inTransaction(tx, rows);
      return rows;
    });
    if (written.length > 0) {
      announceAttendanceChanged(this.deps.realtime, {
        userIds: [...new Set(written.map((w) => w.userId))],
        dates: [...new Set(written.map((w) => w.date))],
        reason: 'punch-in',
      });
      // The person's own screens (Home's clock card, their history) follow their device punch too.
      for (const userId of new Set(written.map((w) => w.userId))) {
        const dates = [...new Set(written.filter((w) => w.userId === userId).map((w) => w.date))];
        this.deps.realtime.emitToUser(userId, 'attendance_updated', {
          userIds: [userId],
          dates,
          reason: 'punch-in',
        });
      }
    }
    return written;
  }
}
