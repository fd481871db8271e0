import { datesBetween, personCalendar, type SheetDay, type WorkCalendar, type WorkDay } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { AuditService } from '../audit/index.ts';
import type { HolidaysService, LocationSpansPort } from '../holidays/index.ts';
import { calendarSet } from './location-calendars.ts';
import { listWorkWeekPatterns } from './work-calendar.repository.ts';

export interface WorkCalendarDeps {
  db: Database;
  orgTime: OrgTime;
  /** WEEKLY_OFF: the work week before any pattern. */
  weeklyOff: readonly number[];
  realtime: Realtime;
  audit: AuditService;
  holidays: HolidaysService;
  /** Where people work on each date: a location's own calendar is theirs there (issue 42). */
  locations: LocationSpansPort;
}

/** Each person's calendar over one range of dates (issue 42): `of(id)` for anyone asked about. */
export interface PeopleCalendars {
  of(userId: string): WorkCalendar;
  /** The organisation's calendar over the same dates. */
  organisation: WorkCalendar;
}

/**
 * The per-location calendars (issue 42): which days are worked for the organisation, for a location and
 * for each person on each date (the location they work at then). The work calendar's service extends it
 * with shifts and the work-week writes (work-calendar.service.ts).
 */
export class LocationCalendarsService {
  constructor(protected readonly deps: WorkCalendarDeps) {}

  /**
   * The organisation's calendar for the dates from `from` to `to` (holidays outside the range are not
   * loaded): what people without a location of their own keep. A rule about one person or some people
   * asks `calendarOf` or `calendarsFor`. Inside a transaction, pass it as `db` (the embedded engine runs
   * one statement at a time).
   */
  async calendarFor(from: string, to: string, db: Queryable = this.deps.db): Promise<WorkCalendar> {
    return (await this.load(from, to, db)).calendars.organisation;
  }

  /**
   * The calendar of these people over these dates (issue 42): each date read from the calendar of the
   * location the person works at on it. One read of the calendars and, only once a location has a calendar
   * of its own, one statement for everyone's placements; then one calendar per location, shared.
   */
  async calendarsFor(
    userIds: readonly string[],
    from: string,
    to: string,
    db: Queryable = this.deps.db,
  ): Promise<PeopleCalendars> {
    const { calendars } = await this.load(from, to, db);
    const { organisation } = calendars;
    if (calendars.localIds.size === 0) return { of: () => organisation, organisation };
    const spans = await this.deps.locations.locationSpans(userIds, from, to, db);
    const built = new Map<string, WorkCalendar>();
    return {
      organisation,
      of: (userId) => {
        let calendar = built.get(userId);
        if (!calendar) built.set(userId, (calendar = personCalendar(spans.get(userId) ?? [], calendars.of)));
        return calendar;
      },
    };
  }

  /** One person's calendar from `from` to `to` (their location's on each date). */
  async calendarOf(
    userId: string,
    from: string,
    to: string,
    db: Queryable = this.deps.db,
  ): Promise<WorkCalendar> {
    return (await this.calendarsFor([userId], from, to, db)).of(userId);
  }

  async dayOfPerson(userId: string, date: string): Promise<WorkDay> {
    return (await this.calendarOf(userId, date, date)).day(date);
  }

  /**
   * A date's kind for the organisation and the locations whose kind differs from it (issue 42): the
   * absentee run marks, in one statement, the people whose location is working that day.
   */
  async dayByLocation(date: string): Promise<{ organisation: WorkDay; differing: string[] }> {
    const { calendars } = await this.load(date, date, this.deps.db);
    const organisation = calendars.organisation.day(date);
    const working = organisation.kind === 'working';
    const differing = [...calendars.localIds].filter((id) => calendars.of(id).isWorking(date) !== working);
    return { organisation, differing };
  }

  /**
   * Each date's kind from `from` to `to` for the organisation, or null while only WEEKLY_OFF applies to
   * them (no pattern in force by `to`, no holiday between): a fresh install's answers stay exactly the spec's.
   */
  async daysBetween(from: string, to: string): Promise<SheetDay[] | null> {
    const { calendars, patterns, holidays } = await this.load(from, to, this.deps.db);
    const calendar = calendars.organisation;
    const own = (row: { locationId?: string | null }) => row.locationId == null;
    if (!holidays.some(own) && !patterns.some((p) => own(p) && p.effectiveFrom <= to)) return null;
    return datesBetween(from, to).map((date) => {
      const day = calendar.day(date);
      return day.kind === 'holiday'
        ? { date, kind: day.kind, name: day.holiday!.name }
        : { date, kind: day.kind };
    });
  }

  protected async load(from: string, to: string, db: Queryable) {
    const patterns = await listWorkWeekPatterns(db);
    const holidays = await this.deps.holidays.holidaysBetween(from, to, db);
    const fallback = { weeklyOff: this.deps.weeklyOff, nthWeekOff: [] };
    return { calendars: calendarSet(fallback, patterns, holidays), patterns, holidays };
  }

  async dayOf(date: string): Promise<WorkDay> {
    return (await this.calendarFor(date, date)).day(date);
  }
}
