import {
  datesBetween,
  isRecordId,
  ROLES,
  WORK_CALENDAR_MESSAGES as M,
  workCalendar,
  type PersonShift,
  type SheetDay,
  type Shift,
  type ShiftAssignmentBody,
  type ShiftBody,
  type WorkCalendar,
  type WorkCalendarChanged,
  type WorkDay,
  type WorkWeekBody,
  type WorkWeekSettings,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import { sharedReads } from '../../lib/batched-reads.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { MicroBatcher } from '../../lib/micro-batch.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { AuditService } from '../audit/index.ts';
import type { HolidaysService } from '../holidays/index.ts';
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
  personExists,
  upsertAssignment,
  upsertWorkWeekPattern,
} from './work-calendar.repository.ts';
import { calendarHoliday, patternOf, presentShift, presentWorkWeek } from './work-calendar.presenter.ts';
import { checkEffectiveDate, checkShift, normaliseWorkWeek } from './work-calendar.rules.ts';

export interface WorkCalendarDeps {
  db: Database;
  orgTime: OrgTime;
  /** WEEKLY_OFF: the work week before any pattern. */
  weeklyOff: readonly number[];
  realtime: Realtime;
  audit: AuditService;
  holidays: HolidaysService;
}

/**
 * The work calendar (docs/work-calendar.md): which days are worked (WEEKLY_OFF, the work-week patterns
 * from their dates, public holidays) and which shift each person works. Every rule that asks "is this a
 * working day" or "which punch window" asks here.
 */
export class WorkCalendarService {
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

  constructor(private readonly deps: WorkCalendarDeps) {}

  /**
   * The pure calendar for the dates from `from` to `to` (holidays outside the range are not loaded). Inside
   * a transaction, pass it as `db` (the embedded engine runs one statement at a time).
   */
  async calendarFor(from: string, to: string, db: Queryable = this.deps.db): Promise<WorkCalendar> {
    return (await this.load(from, to, db)).calendar;
  }

  /**
   * Each date's kind from `from` to `to`, or null while only WEEKLY_OFF applies to them (no pattern in
   * force by `to`, no holiday between): a fresh install's answers stay exactly the spec's.
   */
  async daysBetween(from: string, to: string): Promise<SheetDay[] | null> {
    const { calendar, patterns, holidays } = await this.load(from, to, this.deps.db);
    if (holidays.length === 0 && !patterns.some((p) => p.effectiveFrom <= to)) return null;
    return datesBetween(from, to).map((date) => {
      const day = calendar.day(date);
      return day.kind === 'holiday'
        ? { date, kind: day.kind, name: day.holiday!.name }
        : { date, kind: day.kind };
    });
  }

  private async load(from: string, to: string, db: Queryable) {
    const patterns = await listWorkWeekPatterns(db);
    const holidays = await this.deps.holidays.holidaysBetween(from, to, db);
    const calendar = workCalendar({
      fallback: { weeklyOff: this.deps.weeklyOff, nthWeekOff: [] },
      patterns: patterns.map(patternOf),
      holidays: holidays.map(calendarHoliday),
    });
    return { calendar, patterns, holidays };
  }

  async dayOf(date: string): Promise<WorkDay> {
    return (await this.calendarFor(date, date)).day(date);
  }

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

  async getWorkWeek(): Promise<WorkWeekSettings> {
    return presentWorkWeek(this.deps.weeklyOff, await this.workWeekReads.load('work-week'));
  }

  /** The work week from `effectiveFrom` on (today at the earliest): days before it keep their calendar. */
  async putWorkWeek(admin: Caller, body: WorkWeekBody): Promise<WorkWeekSettings> {
    checkEffectiveDate(body.effectiveFrom, this.deps.orgTime.today());
    const week = normaliseWorkWeek(body);
    await this.deps.db.transaction(async (tx) => {
      const before = await upsertWorkWeekPattern(tx, {
        ...week,
        effectiveFrom: body.effectiveFrom,
        createdBy: admin.id,
      });
      await this.deps.audit.record(tx, {
        actor: admin,
        action: 'workweek.update',
        entityType: 'work_week',
        entityId: body.effectiveFrom,
        before: before ? { weeklyOff: before.weeklyOff, nthWeekOff: before.nthWeekOff } : null,
        after: { effectiveFrom: body.effectiveFrom, ...week },
      });
    });
    this.changed({ reason: 'work-week' });
    return this.getWorkWeek();
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
