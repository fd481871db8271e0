import {
  ATTENDANCE_MESSAGES as M,
  isLateCheckIn,
  punchInWindowError,
  type OrgClockParts,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { MicroBatcher, type Settled } from '../../lib/micro-batch.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { WorkCalendarService } from '../work-calendar/index.ts';
import { announceAttendanceChanged } from './attendance.notices.ts';
import { findAttendance } from './attendance.repository.ts';
import type { WorkModePunches } from './attendance.ports.ts';
import {
  insertPunchIns,
  punchInOnMarkedDay,
  type PunchedInRow,
  type PunchInValues,
} from './attendance.writes.repository.ts';
import type { PunchOrigin } from './punch-places.ts';
import type { PunchPlacesService } from './punch-places.service.ts';

export interface PunchInDeps {
  db: Database;
  orgTime: OrgTime;
  workCalendar: WorkCalendarService;
  punchPlaces: PunchPlacesService;
  realtime: Realtime;
  /** Issue 45: whether an approved on-duty / work-from-home day may be punched from anywhere (late-bound). */
  workModePunches?: () => WorkModePunches | undefined;
}

/** One request's punch-in as it waits for its batch: who, from where, at which instant. */
interface PunchInRequest {
  userId: string;
  origin: PunchOrigin;
  at: Date;
  parts: OrgClockParts;
}

/**
 * A judged punch-in: the values it was (or would have been) inserted with, and its new row, if any. A punch
 * refused only for where it came from keeps the refusal: an approved on-duty day may still take it (issue 45).
 */
interface PunchInOutcome {
  values: PunchInValues;
  row: PunchedInRow | undefined;
  placeRefusal?: unknown;
}

interface Judged {
  values: PunchInValues;
  placeRefusal?: unknown;
}

/**
 * Punch-in (docs/attendance.md), micro-batched (lib/micro-batch.ts, issue 24): the punch-ins that reach
 * the server together share one read of the day, the shifts and the punch places, and one INSERT for
 * all of them. Each person is still judged alone, in the same order as ever: the shift window on a
 * working day (not a weekly off, not a public holiday), then where the punch comes from, then the
 * unique (person, date) index; each gets their own answer and message.
 *
 * A batch writes only in its last step, one statement (all or nothing); when it fails, each punch is
 * tried again alone, so one bad punch cannot fail the others and none is written twice.
 */
export class PunchIns {
  private readonly batch = new MicroBatcher<PunchInRequest, PunchInOutcome>({
    // Up to 500 punches a statement: fewer, larger INSERTs and calendar reads raised the morning burst on
    // PostgreSQL from 0.58x to 0.71x of the floor (median of 10 runs), the first answers at ~90 ms instead
    // of ~70 ms (bench/RESULTS.md). Batches still form from what arrived while the last one ran.
    maxSize: 500,
    run: (requests) => this.judgeAndInsert(requests),
    one: async (request) => {
      const [result] = await this.judgeAndInsert([request]);
      if ('error' in result!) throw result.error;
      return result!.value;
    },
  });

  constructor(private readonly deps: PunchInDeps) {}

  /** The new row of the caller's punch-in; throws the spec's 422 or 409 when it is refused. */
  async punchIn(userId: string, origin: PunchOrigin): Promise<PunchedInRow> {
    const at = this.deps.orgTime.now();
    const parts = this.deps.orgTime.parts(at);
    const { values, row, placeRefusal } = await this.batch.load({ userId, origin, at, parts });
    if (row) return row;
    if (placeRefusal !== undefined) return this.punchInAnywhere(values, placeRefusal);
    // A row is already there: a Half Day / Short Leave day or an approved on-duty / work-from-home day takes
    // the check-in (rare, one at a time).
    const { date, marks, fix } = values;
    const onDay =
      (await punchInOnMarkedDay(this.deps.db, 'partial-leave', { userId, date, at, marks, fix })) ??
      (await punchInOnMarkedDay(this.deps.db, 'work-mode', { userId, date, at, marks, fix }));
    if (onDay) {
      this.tellStaff([onDay]);
      return onDay;
    }
    const existing = await findAttendance(this.deps.db, userId, date);
    throw conflict(existing?.checkIn ? M.alreadyPunchedIn : M.alreadyMarked);
  }

  /**
   * A punch from outside the punch places: refused as ever, unless the day is an approved on-duty / work-from-
   * home day and the organisation lets such days be punched from anywhere (issue 45, docs/overtime.md). No
   * place is recorded for it.
   */
  private async punchInAnywhere(values: PunchInValues, refusal: unknown): Promise<PunchedInRow> {
    const { userId, date, at, marks } = values;
    const existing = await findAttendance(this.deps.db, userId, date);
    if (!existing?.workMode) throw refusal;
    if (existing.checkIn) throw conflict(M.alreadyPunchedIn);
    if (!(await this.deps.workModePunches?.()?.fromAnywhere())) throw refusal;
    const row = await punchInOnMarkedDay(this.deps.db, 'work-mode', { userId, date, at, marks });
    if (!row) throw conflict(M.alreadyPunchedIn);
    this.tellStaff([row]);
    return row;
  }

  /** Admin and HR hear of the new rows after the commit: one notice for a whole batch. */
  private tellStaff(rows: ReadonlyArray<{ userId: string; date: string }>): void {
    if (rows.length === 0) return;
    const userIds = rows.map((row) => row.userId);
    const dates = [...new Set(rows.map((row) => row.date))];
    announceAttendanceChanged(this.deps.realtime, { userIds, dates, reason: 'punch-in' });
  }

  /**
   * The set-based step: per business date, the day and everybody's shift; the punch places once; each
   * request judged; the accepted ones inserted in one statement. A refusal is that request's own error.
   */
  private async judgeAndInsert(requests: readonly PunchInRequest[]): Promise<Array<Settled<PunchInOutcome>>> {
    const dates = [...new Set(requests.map((r) => r.parts.date))];
    const [check, calendars] = await Promise.all([
      this.deps.punchPlaces.checker(),
      Promise.all(
        dates.map(async (date) => {
          const userIds = requests.filter((r) => r.parts.date === date).map((r) => r.userId);
          // Each person's day is their location's (issue 42): one calendar per location for the burst.
          const [calendars, shifts] = await Promise.all([
            this.deps.workCalendar.calendarsFor(userIds, date, date),
            this.deps.workCalendar.shiftsOn(userIds, date),
          ]);
          return [date, { calendars, shifts }] as const;
        }),
      ),
    ]);
    const byDate = new Map(calendars);
    const judged = requests.map((request): Settled<Judged> => {
      try {
        const { calendars, shifts } = byDate.get(request.parts.date)!;
        const day = calendars.of(request.userId).day(request.parts.date);
        const shift = shifts.get(request.userId)!;
        const windowError = punchInWindowError(request.parts, day, shift);
        if (windowError) throw unprocessable(windowError);
        const { parts, userId, at } = request;
        const marks = { shiftId: shift.id, late: isLateCheckIn(parts, shift.start, shift.graceMinutes) };
        const values = { userId, date: parts.date, at, marks, fix: null };
        try {
          return { value: { values: { ...values, fix: check(request.origin) } } };
        } catch (placeRefusal) {
          return { value: { values, placeRefusal } };
        }
      } catch (error) {
        return { error };
      }
    });
    const accepted = judged.flatMap((j) =>
      'value' in j && !('placeRefusal' in j.value) ? [j.value.values] : [],
    );
    const rows = accepted.length > 0 ? await insertPunchIns(this.deps.db, accepted) : [];
    this.tellStaff(rows.flatMap((row) => (row ? [row] : [])));
    const rowOf = new Map(accepted.map((values, i) => [values, rows[i]]));
    return judged.map((j) => ('value' in j ? { value: { ...j.value, row: rowOf.get(j.value.values) } } : j));
  }
}
