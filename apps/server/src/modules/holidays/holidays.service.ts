import {
  HOLIDAY_MESSAGES as M,
  NATIONAL_HOLIDAYS,
  ROLES,
  isoDay,
  isRecordId,
  locationOn,
  STAFF_ROLES,
  type Holiday,
  type HolidayBatchError,
  type HolidayBatchResult,
  type HolidayInput,
  type HolidayListQuery,
} from '@hrms/shared';
import type { Database, Queryable, Tx } from '../../db/client.ts';
import { sharedReads } from '../../lib/batched-reads.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { LocationSpansPort, RecordedDates } from './holidays.ports.ts';
import { holidaysKept } from './holidays.scope.ts';
import { changedFields, type AuditService } from '../audit/index.ts';
import { parseHolidayCsv, type HolidayCandidate } from './holidays.csv.ts';
import {
  deleteHoliday,
  findHoliday,
  holidaysOn,
  insertFreeHolidays,
  insertHoliday,
  listHolidaysBetween,
  locationIsLive,
  updateHoliday,
  type HolidayRow,
} from './holidays.repository.ts';

export interface HolidaysServiceDeps {
  db: Database;
  orgTime: OrgTime;
  realtime: Realtime;
  audit: AuditService;
  /** Asked whether a day's attendance is recorded (such a day's holidays cannot change). */
  attendance: RecordedDates;
  /** Where people work on a date: a location's own holidays are theirs (issue 42). */
  locations: LocationSpansPort;
}

// A location's id appears only on a location's own holiday: the organisation's answer as it always did.
const snapshot = ({ date, name, kind, locationId }: HolidayRow) =>
  locationId ? { date, name, kind, locationId } : { date, name, kind };
const present = ({ id, date, name, kind, locationId }: HolidayRow): Holiday =>
  locationId ? { id, date, name, kind, locationId } : { id, date, name, kind };

/**
 * The organisation's holidays (docs/work-calendar.md). None exist on a fresh install. One a date (a unique
 * index); a day whose attendance is recorded (today or earlier) keeps its holiday as it is, so past
 * attendance, leave and slips are never rewritten.
 */
export class HolidaysService {
  /** A year's holidays asked for in one turn: one read a year, after they all arrived (lib/batched-reads.ts). */
  private readonly yearReads = sharedReads((year: number) =>
    listHolidaysBetween(this.deps.db, isoDay(year, 1, 1), isoDay(year, 12, 31)),
  );

  constructor(private readonly deps: HolidaysServiceDeps) {}

  /**
   * A year's holidays, sorted by date; the current year in the organisation's timezone by default. Without
   * `location`, those the caller keeps (their location's own on the dates they work there); `all`, every
   * one (Admin, HR); a location's id, those its people keep. Until a location has a holiday of its own
   * every answer is the organisation's list.
   */
  async listYear(caller: Caller, query: HolidayListQuery = {}): Promise<Holiday[]> {
    const wanted = query.year ?? Number(this.deps.orgTime.today().slice(0, 4));
    const rows = await this.yearReads.load(wanted);
    const { location } = query;
    if (location === 'all') {
      if (!STAFF_ROLES.includes(caller.role)) throw forbidden('Only Admin and HR can list every location.');
      return rows.map(present);
    }
    if (!rows.some((row) => row.locationId !== null)) return rows.map(present);
    if (location !== undefined) return holidaysKept(rows, () => location).map(present);
    const spans = await this.deps.locations.locationSpans(
      [caller.id],
      isoDay(wanted, 1, 1),
      isoDay(wanted, 12, 31),
    );
    const mine = spans.get(caller.id) ?? [];
    return holidaysKept(rows, (date) => locationOn(mine, date)).map(present);
  }

  /**
   * The holidays from `from` to `to` (both included), sorted by date: the work calendar reads them, inside
   * the caller's transaction when given one (`db`).
   */
  async holidaysBetween(from: string, to: string, db: Queryable = this.deps.db): Promise<Holiday[]> {
    return (await listHolidaysBetween(db, from, to)).map(present);
  }

  async create(caller: Caller, input: HolidayInput): Promise<Holiday> {
    const locationId = await this.liveLocation(input.locationId);
    const row = await this.uniqueDate(input.date, () =>
      this.deps.db.transaction(async (tx) => {
        await this.refuseRecorded(tx, [input.date]);
        const created = await insertHoliday(tx, { ...input, locationId }, this.deps.orgTime.now());
        await this.audit(tx, caller, 'holiday.create', created.id, { after: snapshot(created) });
        return created;
      }),
    );
    this.changed();
    return present(row);
  }

  /** A name may change any time; the date or the kind only while neither day's attendance is recorded. */
  async update(caller: Caller, id: string, input: HolidayInput): Promise<Holiday> {
    const before = await this.existing(id);
    // Left out, the holiday keeps its place (everyone's or a location's); null makes it everyone's.
    const locationId =
      input.locationId === undefined ? before.locationId : await this.liveLocation(input.locationId);
    const row = await this.uniqueDate(input.date, () =>
      this.deps.db.transaction(async (tx) => {
        const touched = new Set<string>();
        if (input.date !== before.date) touched.add(before.date).add(input.date);
        if (input.kind !== before.kind) touched.add(before.date);
        await this.refuseRecorded(tx, [...touched]);
        const after = await updateHoliday(tx, before.id, { ...input, locationId }, this.deps.orgTime.now());
        if (!after) throw notFound(M.notFound);
        await this.audit(
          tx,
          caller,
          'holiday.update',
          before.id,
          changedFields(snapshot(before), snapshot(after)),
        );
        return after;
      }),
    );
    this.changed();
    return present(row);
  }

  async remove(caller: Caller, id: string): Promise<Holiday> {
    const before = await this.existing(id);
    const row = await this.deps.db.transaction(async (tx) => {
      await this.refuseRecorded(tx, [before.date]);
      const deleted = await deleteHoliday(tx, before.id);
      if (!deleted) throw notFound(M.notFound);
      await this.audit(tx, caller, 'holiday.delete', before.id, { before: snapshot(deleted) });
      return deleted;
    });
    this.changed();
    return present(row);
  }

  /** Adds the file's good rows (one transaction); each bad row is reported with its line and why. */
  async importCsv(caller: Caller, csv: string): Promise<HolidayBatchResult> {
    const { rows, errors } = parseHolidayCsv(csv);
    return this.addMany(caller, rows, errors);
  }

  /** 26 January, 15 August and 2 October of `year`; a date that has a holiday already is skipped. */
  async addNational(caller: Caller, year: number): Promise<HolidayBatchResult> {
    const rows = NATIONAL_HOLIDAYS.map(({ monthDay, name }, index) => ({
      line: index + 1,
      date: `${year}-${monthDay}`,
      name,
      kind: 'public' as const,
    }));
    return this.addMany(caller, rows, []);
  }

  private async addMany(
    caller: Caller,
    candidates: readonly HolidayCandidate[],
    errors: HolidayBatchError[],
  ): Promise<HolidayBatchResult> {
    const created = await this.deps.db.transaction(async (tx) => {
      const dates = candidates.map((candidate) => candidate.date);
      const taken = new Set((await holidaysOn(tx, dates)).map((row) => row.date));
      const recorded = await this.recorded(tx, dates);
      const free = candidates.filter((candidate) => {
        if (taken.has(candidate.date))
          errors.push({ line: candidate.line, message: M.duplicate(candidate.date) });
        else if (recorded.has(candidate.date))
          errors.push({ line: candidate.line, message: M.attendanceRecorded(candidate.date) });
        else return true;
        return false;
      });
      const rows = await insertFreeHolidays(
        tx,
        free.map(({ date, name, kind }) => ({ date, name, kind })),
        this.deps.orgTime.now(),
      );
      // A date another request took between our read and the insert is reported like any taken date.
      const inserted = new Set(rows.map((row) => row.date));
      for (const candidate of free)
        if (!inserted.has(candidate.date))
          errors.push({ line: candidate.line, message: M.duplicate(candidate.date) });
      for (const row of rows)
        await this.audit(tx, caller, 'holiday.create', row.id, { after: snapshot(row) });
      return rows;
    });
    if (created.length > 0) this.changed();
    return {
      created: created.map(present).sort((a, b) => a.date.localeCompare(b.date)),
      errors: errors.sort((a, b) => a.line - b.line),
    };
  }

  /** Of `dates`, those up to today whose attendance is recorded for anybody (future leave days do not count). */
  private async recorded(tx: Tx, dates: readonly string[]): Promise<Set<string>> {
    const today = this.deps.orgTime.today();
    const started = dates.filter((date) => date <= today);
    return started.length === 0 ? new Set() : this.deps.attendance.recordedDates(started, tx);
  }

  private async refuseRecorded(tx: Tx, dates: readonly string[]): Promise<void> {
    const recorded = await this.recorded(tx, dates);
    const first = [...recorded].sort()[0];
    if (first) throw conflict(M.attendanceRecorded(first));
  }

  /** A location's own holiday names a location of today's (404 otherwise); null or left out: everyone's. */
  private async liveLocation(id: string | null | undefined): Promise<string | null> {
    if (id == null) return null;
    if (!isRecordId(id) || !(await locationIsLive(this.deps.db, id))) throw notFound(M.locationNotFound);
    return id;
  }

  private async existing(id: string): Promise<HolidayRow> {
    const row = isRecordId(id) ? await findHoliday(this.deps.db, id) : null;
    if (!row) throw notFound(M.notFound);
    return row;
  }

  /** The unique index on holidays.date is the authority: two requests racing for a date get one 409. */
  private async uniqueDate<T>(date: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(M.duplicate(date));
      throw error;
    }
  }

  private audit(
    tx: Tx,
    caller: Caller,
    action: 'holiday.create' | 'holiday.update' | 'holiday.delete',
    entityId: string,
    change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
  ) {
    return this.deps.audit.record(tx, { actor: caller, action, entityType: 'holiday', entityId, ...change });
  }

  /** After a commit: every dashboard reads the holidays again (calendars, the clock card). */
  private changed(): void {
    this.deps.realtime.emitToRoles(ROLES, 'work_calendar_changed', { reason: 'holidays' });
  }
}
