import { minutesOf } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import { readGoLive } from '../../db/go-live.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { ShiftRow, WorkCalendarService } from '../work-calendar/index.ts';
import { isClaimed } from '../../jobs/job-runs.ts';
import { insertAbsentees } from './attendance.writes.repository.ts';

export const ABSENTEE_JOB = 'absentees';

/*
 * The absentee runs (docs/attendance.md): on a working day, each shift's run is due from its punch-in
 * window's end until midnight and marks Absent the people on that shift with no row. The default shift's
 * run keeps the key it always had (the business date, so the spec's 11:00 run is unchanged); another
 * shift's run is keyed 'YYYY-MM-DD.<shift id>'. Each key is claimed once in job_runs.
 */

export const absenteeRunKey = (date: string, shift: Pick<ShiftRow, 'id' | 'isDefault'>): string =>
  shift.isDefault ? date : `${date}.${shift.id}`;

export function parseAbsenteeRunKey(key: string): { date: string; shiftId: string | null } {
  const [date = key, shiftId] = key.split('.');
  return { date, shiftId: shiftId ?? null };
}

export interface AbsenteeDeps {
  db: Database;
  orgTime: OrgTime;
  workCalendar: WorkCalendarService;
}

export class AbsenteeRuns {
  /** Keys known to be claimed (run here or found in job_runs): a finished run costs no query again. */
  private readonly claimed = new Set<string>();

  constructor(private readonly deps: AbsenteeDeps) {}

  /** The first run owed now and not yet claimed, or null (not a working day, or no window closed yet). */
  async due(): Promise<string | null> {
    const parts = this.deps.orgTime.parts();
    const minute = parts.hour * 60 + parts.minute;
    const closed = (await this.deps.workCalendar.shifts())
      .filter((shift) => minutesOf(shift.punchInUntil) <= minute)
      .sort((a, b) => minutesOf(a.punchInUntil) - minutesOf(b.punchInUntil));
    if (closed.length === 0) return null;
    // Nobody works today: neither the organisation nor a location with a calendar of its own (issue 42).
    const day = await this.deps.workCalendar.dayByLocation(parts.date);
    if (day.organisation.kind !== 'working' && day.differing.length === 0) return null;
    if (await this.beforeGoLive(parts.date)) return null;
    for (const shift of closed) {
      const key = absenteeRunKey(parts.date, shift);
      if (this.claimed.has(key)) continue;
      if (await isClaimed(this.deps.db, ABSENTEE_JOB, key)) this.claimed.add(key);
      else return key;
    }
    return null;
  }

  /** Days before the organisation's go-live date are never marked Absent (issue 40): they are paid. */
  private async beforeGoLive(date: string): Promise<boolean> {
    const goLive = await readGoLive(this.deps.db);
    return goLive !== null && date < goLive;
  }

  /** Runs one shift's marking for a date; a key already claimed (or a shift since deleted) does nothing. */
  async run(key: string): Promise<{ ran: boolean; userIds: string[]; date: string }> {
    const { date, shiftId } = parseAbsenteeRunKey(key);
    if (await this.beforeGoLive(date)) return { ran: false, userIds: [], date };
    const shifts = await this.deps.workCalendar.shifts();
    const fallback = shifts.find((shift) => shift.isDefault)!;
    const shift = shiftId === null ? fallback : shifts.find((s) => s.id === shiftId);
    if (!shift) return { ran: false, userIds: [], date };
    // Who works today is read per location (issue 42): the organisation's day, except at the locations
    // whose own calendar says otherwise (a Bengaluru holiday is not one in Pune). Still one statement.
    const day = await this.deps.workCalendar.dayByLocation(date);
    const run = {
      key,
      date,
      shiftId: shift.id,
      defaultShiftId: fallback.id,
      organisationWorks: day.organisation.kind === 'working',
      exceptAt: day.differing,
    };
    const { claimed, userIds } = await insertAbsentees(
      this.deps.db,
      ABSENTEE_JOB,
      run,
      this.deps.orgTime.now(),
    );
    this.claimed.add(key);
    return { ran: claimed, userIds, date };
  }
}
