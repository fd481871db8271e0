import { asc, between } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { holidays } from '../../db/schema/index.ts';

export interface HolidayRow {
  id: string;
  date: string;
  name: string;
  kind: 'public' | 'optional';
}

const holidayColumns = { id: holidays.id, date: holidays.date, name: holidays.name, kind: holidays.kind };

/** The holidays from `first` to `last` (business dates, both included), sorted by date. */
export function listHolidaysBetween(db: Queryable, first: string, last: string): Promise<HolidayRow[]> {
  return db
    .select(holidayColumns)
    .from(holidays)
    .where(between(holidays.date, first, last))
    .orderBy(asc(holidays.date));
}
