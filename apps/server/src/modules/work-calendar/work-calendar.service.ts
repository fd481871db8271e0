import {
  locationOn,
  isRecordId,
  ROLES,
  WORK_CALENDAR_MESSAGES as M,
  type PersonShift,
  type Shift,
  type ShiftAssignmentBody,
  type ShiftBody,
  type WorkCalendarChanged,
  type WorkWeekBody,
  type WorkWeekSettings,
} from '@hrms/shared';
import { sharedReads } from '../../lib/batched-reads.ts';
import { MicroBatcher } from '../../lib/micro-batch.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import { LocationCalendarsService } from './location-calendars.service.ts';
import {
  findDefaultShift,
  findShift,
  listShiftRows,
  peopleShiftRows,
  personShiftRows,
  type PersonShiftRows,
  type ShiftRow,
} from './shifts.repository.ts';
import { deleteShiftAudited, insertShiftAudited, updateShiftAudited } from './shifts.writes.ts';
import {
  assignedShiftsOn,
  listAssignmentsOf,
  listWorkWeekPatterns,
  locationIsLive,
  personExists,
  upsertAssignment,
  upsertWorkWeekPattern,
} from './work-calendar.repository.ts';
import { presentShift, presentWorkWeek } from './work-calendar.presenter.ts';
import { checkEffectiveDate, checkShift, normaliseWorkWeek } from './work-calendar.rules.ts';

export type { PeopleCalendars } from './location-calendars.service.ts';

/**
 * The work calendar (docs/work-calendar.md): which days are worked (WEEKLY_OFF, the work-week patterns
 * from their dates, public holidays) and which shift each person works. Every rule that asks "is this a
 * working day" or "which punch window" asks here.
 * The per-location calendars (calendarFor, calendarsFor, dayOfPerson) are in location-calendars.service.ts.
 */
export class WorkCalendarService extends LocationCalendarsService {
  /** The work week asked for in one turn: one read for all, after they all arrived (lib/batched-reads.ts). */
  private readonly workWeekReads = sharedReads((_: 'work-week') => listWorkWeekPatterns(this.deps.db));

  /** The shift cards asked for in one turn: two statements for all (lib/micro-batch.ts). */
  private readonly shiftCards = new MicroBatcher<string, PersonShiftRows>({
    run: async (ids) => {
      const people = await peopleShiftRows(this.deps.db, [...new Set(ids)]);
      return ids.map((id) => ({ value: people.get(id)! }));
    },
    one: (id) => personShiftRows(this.deps.db, id),
  });

  /** Every shift, the default first. */
  shifts(): Promise<ShiftRow[]> {
    return listShiftRows(this.deps.db);
  }

  /** A shift by id (a row's stamped shift), or undefined once deleted. */
  shift(id: string): Promise<ShiftRow | undefined> {
    return isRecordId(id) ? findShift(this.deps.db, id) : Promise.resolve(undefined);
  }

  async shiftOn(userId: string, date: string): Promise<ShiftRow> {
    return (await this.shiftsOn([userId], date)).get(userId)!;
  }

  /** The shift in force on `date` for each person (the default without an assignment): two queries. */
  async shiftsOn(userIds: readonly string[], date: string): Promise<Map<string, ShiftRow>> {
    const [assigned, all] = await Promise.all([assignedShiftsOn(this.deps.db, userIds, date), this.shifts()]);
    const byId = new Map(all.map((row) => [row.id, row]));
    const fallback = all.find((row) => row.isDefault)!;
    return new Map(
      [...assigned].map(([userId, shiftId]) => [userId, (shiftId && byId.get(shiftId)) || fallback]),
    );
  }

  /** The organisation's work week, or (issue 42) a location's own patterns: WEEKLY_OFF is before either. */
  async getWorkWeek(locationId?: string): Promise<WorkWeekSettings> {
    const rows = await this.workWeekReads.load('work-week');
    return presentWorkWeek(
      this.deps.weeklyOff,
      rows.filter((row) => row.locationId === (locationId ?? null)),
    );
  }

  /**
   * The caller's own work week (issue 42): the organisation's, and when their location today has a work week of
   * its own, its patterns as `local` (they replace the organisation's there from their dates), so the browser's
   * calendars (the clock card, the leave dialog's count) agree with the server's for them.
   */
  async ownWorkWeek(userId: string): Promise<WorkWeekSettings> {
    const today = this.deps.orgTime.today();
    const organisation = await this.getWorkWeek();
    const spans = await this.deps.locations.locationSpans([userId], today, today);
    const locationId = locationOn(spans.get(userId) ?? [], today);
    if (locationId === null) return organisation;
    const { patterns } = await this.getWorkWeek(locationId);
    return patterns.length > 0 ? { ...organisation, local: { locationId, patterns } } : organisation;
  }

  /**
   * The work week from `effectiveFrom` on (today at the earliest): days before it keep their calendar.
   * With `locationId`, that location's own from that date (issue 42).
   */
  async putWorkWeek(admin: Caller, body: WorkWeekBody): Promise<WorkWeekSettings> {
    checkEffectiveDate(body.effectiveFrom, this.deps.orgTime.today());
    const week = normaliseWorkWeek(body);
    const locationId = body.locationId ?? null;
    if (locationId !== null && !(isRecordId(locationId) && (await locationIsLive(this.deps.db, locationId))))
      throw notFound(M.locationNotFound);
    await this.deps.db.transaction(async (tx) => {
      const before = await upsertWorkWeekPattern(tx, {
        ...week,
        effectiveFrom: body.effectiveFrom,
        createdBy: admin.id,
        locationId,
      });
      await this.deps.audit.record(tx, {
        actor: admin,
        action: 'workweek.update',
        entityType: 'work_week',
        entityId: locationId === null ? body.effectiveFrom : `${locationId}.${body.effectiveFrom}`,
        before: before ? { weeklyOff: before.weeklyOff, nthWeekOff: before.nthWeekOff } : null,
        after:
          locationId === null
            ? { effectiveFrom: body.effectiveFrom, ...week }
            : { effectiveFrom: body.effectiveFrom, locationId, ...week },
      });
    });
    this.changed({ reason: 'work-week' });
    return this.getWorkWeek(locationId ?? undefined);
  }

  async listShifts(): Promise<Shift[]> {
    return (await this.shifts()).map(presentShift);
  }

  async createShift(admin: Caller, body: ShiftBody): Promise<Shift> {
    checkShift(body);
    const row = await insertShiftAudited(this.deps, admin, body);
    this.changed({ reason: 'shifts' });
    return presentShift(row);
  }

  /** Days already worked keep their late marks and shift stamps; the change applies to punches to come. */
  async updateShift(admin: Caller, id: string, body: ShiftBody): Promise<Shift> {
    checkShift(body);
    const row = await updateShiftAudited(this.deps, admin, await this.existingShift(id), body);
    this.changed({ reason: 'shifts' });
    return presentShift(row);
  }

  /**
   * Never the default; never a shift anybody was ever assigned (past assignments explain past days, and
   * the assignments' foreign key refuses it too): give the people another shift from the same dates first.
   */
  async removeShift(admin: Caller, id: string): Promise<Shift> {
    const before = await this.existingShift(id);
    if (before.isDefault) throw conflict(M.defaultShiftKept);
    const removed = await deleteShiftAudited(this.deps, admin, before);
    this.changed({ reason: 'shifts' });
    return presentShift(removed);
  }

  /** The shift today (the default, `from` null, without an assignment) and the ones to come. */
  async personShift(userId: string): Promise<PersonShift> {
    if (!isRecordId(userId)) throw notFound(M.employeeNotFound);
    const { exists, all, assignments } = await this.shiftCards.load(userId);
    if (!exists) throw notFound(M.employeeNotFound);
    const today = this.deps.orgTime.today();
    const byId = new Map(all.map((row) => [row.id, presentShift(row)]));
    const current = assignments.filter((a) => a.effectiveFrom <= today).at(-1);
    const fallback = presentShift(all.find((row) => row.isDefault) ?? (await findDefaultShift(this.deps.db)));
    return {
      userId,
      current: current
        ? { shift: byId.get(current.shiftId) ?? fallback, from: current.effectiveFrom }
        : { shift: fallback, from: null },
      upcoming: assignments
        .filter((a) => a.effectiveFrom > today)
        .map((a) => ({ shift: byId.get(a.shiftId) ?? fallback, from: a.effectiveFrom })),
    };
  }

  /** The person works the shift from `from` on (today at the earliest); the same date replaces a choice. */
  async assignShift(staff: Caller, userId: string, body: ShiftAssignmentBody): Promise<PersonShift> {
    if (!isRecordId(userId) || !(await personExists(this.deps.db, userId)))
      throw notFound(M.employeeNotFound);
    checkEffectiveDate(body.from, this.deps.orgTime.today());
    const shift = await this.existingShift(body.shiftId);
    await this.deps.db.transaction(async (tx) => {
      const before = (await listAssignmentsOf(tx, userId)).find((a) => a.effectiveFrom === body.from);
      await upsertAssignment(tx, {
        userId,
        shiftId: shift.id,
        effectiveFrom: body.from,
        assignedBy: staff.id,
      });
      await this.deps.audit.record(tx, {
        actor: staff,
        action: 'shift.assign',
        entityType: 'employee',
        entityId: userId,
        before: before ? { shiftId: before.shiftId, from: before.effectiveFrom } : null,
        after: { shiftId: shift.id, shiftName: shift.name, from: body.from },
      });
    });
    this.changed({ reason: 'shift-assignment', userIds: [userId] });
    return this.personShift(userId);
  }

  private async existingShift(id: string): Promise<ShiftRow> {
    const row = isRecordId(id) ? await findShift(this.deps.db, id) : undefined;
    if (!row) throw notFound(M.shiftNotFound);
    return row;
  }

  /** After the commit, to everyone: calendars, clock cards and shift lists read again. */
  private changed(payload: WorkCalendarChanged): void {
    this.deps.realtime.emitToRoles(ROLES, 'work_calendar_changed', payload);
  }
}
