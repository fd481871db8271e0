import { asc, between, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { holidays } from '../../db/schema/index.ts';

export interface HolidayRow {
  id: string;
  date: string;
  name: string;
  kind: 'public' | 'optional';
}
export type HolidayValues = Omit<HolidayRow, 'id'>;

const holidayColumns = { id: holidays.id, date: holidays.date, name: holidays.name, kind: holidays.kind };

/** The holidays from `first` to `last` (business dates, both included), sorted by date. */
export function listHolidaysBetween(db: Queryable, first: string, last: string): Promise<HolidayRow[]> {
  return db
    .select(holidayColumns)
    .from(holidays)
    .where(between(holidays.date, first, last))
    .orderBy(asc(holidays.date));
}

export function findHoliday(db: Queryable, id: string): Promise<HolidayRow | null> {
  return db
    .select(holidayColumns)
    .from(holidays)
    .where(eq(holidays.id, id))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** The holidays on any of `dates`. */
export function holidaysOn(db: Queryable, dates: readonly string[]): Promise<HolidayRow[]> {
  if (dates.length === 0) return Promise.resolve([]);
  return db
    .select(holidayColumns)
    .from(holidays)
    .where(inArray(holidays.date, [...dates]));
}

/** Throws the unique violation when the date already has a holiday (the service maps it to 409). */
export function insertHoliday(db: Queryable, values: HolidayValues, at: Date): Promise<HolidayRow> {
  return db
    .insert(holidays)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning(holidayColumns)
    .then((rows) => rows[0]!);
}

/** Inserts every holiday whose date is free; answers those inserted (a date taken meanwhile is left out). */
export function insertFreeHolidays(
  db: Queryable,
  values: readonly HolidayValues[],
  at: Date,
): Promise<HolidayRow[]> {
  if (values.length === 0) return Promise.resolve([]);
  return db
    .insert(holidays)
    .values(values.map((value) => ({ ...value, createdAt: at, updatedAt: at })))
    .onConflictDoNothing({ target: holidays.date })
    .returning(holidayColumns);
}

export function updateHoliday(
  db: Queryable,
  id: string,
  values: HolidayValues,
  at: Date,
): Promise<HolidayRow | null> {
  return db
    .update(holidays)
    .set({ ...values, updatedAt: at })
    .where(eq(holidays.id, id))
    .returning(holidayColumns)
    .then((rows) => rows[0] ?? null);
}

export function deleteHoliday(db: Queryable, id: string): Promise<HolidayRow | null> {
  return db
    .delete(holidays)
    .where(eq(holidays.id, id))
    .returning(holidayColumns)
    .then((rows) => rows[0] ?? null);
}
