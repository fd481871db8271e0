import type { SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import {
  monthDates,
  parseYearMonth,
  wantsPage,
  type AllAttendanceQuery,
  type AttendanceSheet,
  type Page,
  type TodayAttendanceQuery,
  type UserAttendanceRecord,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { encodeCursor, pageRequest, toPage } from '../../lib/paging.ts';
import type { WorkCalendarService } from '../work-calendar/index.ts';
import type { PlacementsService } from '../org-structure/index.ts';
import { sheetSubtotals } from './sheet-subtotals.ts';
import {
  attendanceDayCounts,
  attendancePage,
  filteredAttendance,
  sheetPage,
  type AttendanceFilter,
  type AttendanceKey,
} from './attendance.pages.repository.ts';
import { listAttendanceWithUsers, type UserAttendanceRow } from './attendance.repository.ts';
import { presentSheet, presentUserRecord } from './attendance.presenter.ts';

export interface AttendanceListsDeps {
  db: Database;
  orgTime: OrgTime;
  workCalendar: WorkCalendarService;
  /** Reports cut by department and location (issue 42); absent in unit set-ups. */
  structure?: Pick<PlacementsService, 'reportFilter' | 'unitsOn'>;
}

const attendanceKey = z.tuple([z.iso.date(), z.string(), z.uuid()]);
const sheetKey = z.tuple([z.string(), z.uuid()]);
const keyOf = (row: UserAttendanceRow): AttendanceKey => [row.date, row.employeeName, row.userId];

type PagingQuery = { limit?: number | undefined; cursor?: string | undefined };

/**
 * Everyone's attendance lists and the sheet, whole or a page at a time (docs/paging.md). Without any
 * query parameter each answers exactly what the spec's call always did; filters narrow the same array;
 * `limit`/`cursor` answer `{ rows, nextCursor, total }` (keyset paging in the list's own order).
 */
export class AttendanceLists {
  constructor(private readonly deps: AttendanceListsDeps) {}

  private get tz(): string {
    return this.deps.orgTime.timeZone;
  }

  /** 'All': one calendar month (default the current one) or from..to, newest first. */
  all(query: AllAttendanceQuery = {}): Promise<UserAttendanceRecord[] | Page<UserAttendanceRecord>> {
    const dates = this.monthOf(query.month);
    const from = query.from ?? dates[0]!;
    const to = query.to ?? dates[dates.length - 1]!;
    return this.list({ ...query, from, to }, query);
  }

  today(query: TodayAttendanceQuery = {}): Promise<UserAttendanceRecord[] | Page<UserAttendanceRecord>> {
    const today = this.deps.orgTime.today();
    return this.list({ ...query, from: today, to: today }, query);
  }

  private async list(
    filter: AttendanceFilter,
    query: PagingQuery,
  ): Promise<UserAttendanceRecord[] | Page<UserAttendanceRecord>> {
    const { db } = this.deps;
    if (!wantsPage(query)) {
      const narrowed = filter.q || filter.status || filter.role;
      const rows = narrowed
        ? await filteredAttendance(db, this.tz, filter)
        : await listAttendanceWithUsers(db, this.tz, filter.from, filter.to);
      return rows.map(presentUserRecord);
    }
    const { limit, after } = pageRequest(query, attendanceKey);
    // One count per day gives the total and tells the page which days to read (attendance.pages.repository.ts).
    const dayCounts = await attendanceDayCounts(db, filter);
    const fetched = await attendancePage(db, this.tz, filter, dayCounts, after, limit + 1);
    const total = dayCounts.reduce((sum, day) => sum + day.n, 0);
    return toPage(fetched, limit, total, keyOf, presentUserRecord);
  }

  /** The month sheet; with `q` only the matching people, with `limit`/`cursor` a page of them by name. */
  async sheet(query: {
    month?: string | undefined;
    q?: string | undefined;
    limit?: number | undefined;
    cursor?: string | undefined;
    departmentId?: string | undefined;
    locationId?: string | undefined;
    subtotals?: 'true' | 'false' | undefined;
  }): Promise<AttendanceSheet & { nextCursor?: string | null; total?: number }> {
    const dates = this.monthOf(query.month);
    const range = { from: dates[0]!, to: dates[dates.length - 1]! };
    const paged = wantsPage(query);
    const { limit, after } = paged ? pageRequest(query, sheetKey) : { limit: null, after: null };
    // The cut reads each person's department and location on the month's last day (issue 42).
    const { structure } = this.deps;
    const cut =
      structure && (query.departmentId || query.locationId)
        ? (userId: SQLWrapper) => structure.reportFilter(userId, query, range.to)
        : undefined;
    const [page, days] = await Promise.all([
      sheetPage(this.deps.db, range, query.q, after, limit === null ? null : limit + 1, cut),
      this.deps.workCalendar.daysBetween(range.from, range.to),
    ]);
    const wanted = query.subtotals === 'true' && structure;
    if (limit === null) {
      const sheet = presentSheet(dates, days, page.rows);
      return wanted ? { ...sheet, subtotals: await sheetSubtotals(structure, sheet.rows, range.to) } : sheet;
    }
    const rows = page.rows.slice(0, limit);
    const last = rows[rows.length - 1];
    const nextCursor = page.rows.length > limit && last ? encodeCursor([last.name, last.userId]) : null;
    const sheet = { ...presentSheet(dates, days, rows), nextCursor, total: page.total };
    if (!wanted) return sheet;
    // A page's subtotals are the whole cut's, not the page's: every matching person is read once more.
    const whole = presentSheet(
      dates,
      null,
      (await sheetPage(this.deps.db, range, query.q, null, null, cut)).rows,
    );
    return { ...sheet, subtotals: await sheetSubtotals(structure, whole.rows, range.to) };
  }

  private monthOf(month?: string): string[] {
    const { year, month: m } = parseYearMonth(month ?? this.deps.orgTime.today().slice(0, 7));
    return monthDates(year, m);
  }
}
