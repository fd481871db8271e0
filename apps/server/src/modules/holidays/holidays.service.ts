import { isoDay } from '@hrms/shared';
import type { Holiday } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { listHolidaysBetween } from './holidays.repository.ts';

export interface HolidaysServiceDeps {
  db: Database;
  orgTime: OrgTime;
}

/** The organisation's holidays (docs/work-calendar.md). None exist on a fresh install. */
export class HolidaysService {
  constructor(private readonly deps: HolidaysServiceDeps) {}

  /** A year's holidays, sorted by date; the current year in the organisation's timezone by default. */
  async listYear(year?: number): Promise<Holiday[]> {
    const wanted = year ?? Number(this.deps.orgTime.today().slice(0, 4));
    return listHolidaysBetween(this.deps.db, isoDay(wanted, 1, 1), isoDay(wanted, 12, 31));
  }

  /**
   * The holidays from `from` to `to` (both included), sorted by date: the work calendar reads them, inside
   * the caller's transaction when given one (`db`).
   */
  holidaysBetween(from: string, to: string, db: Queryable = this.deps.db): Promise<Holiday[]> {
    return listHolidaysBetween(db, from, to);
  }
}
