import { and, asc, between, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { holidays, locations } from '../../db/schema/index.ts';

export interface HolidayRow {
  id: string;
  date: string;
  name: string;
  kind: 'public' | 'optional';
  /** A location's own holiday (issue 42); null: everyone's. */
  locationId: string | null;
}
export type HolidayValues = Omit<HolidayRow, 'id' | 'locationId'> & { locationId?: string | null };

const holidayColumns = {
  id: holidays.id,
  date: holidays.date,
  name: holidays.name,
  kind: holidays.kind,
  locationId: holidays.locationId,
};

/** The holidays from `first` to `last` (business dates, both included), sorted by date; every location's. */
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

/** The organisation's holidays (not a location's own) on any of `dates`: the import and national ones. */
export function holidaysOn(db: Queryable, dates: readonly string[]): Promise<HolidayRow[]> {
  if (dates.length === 0) return Promise.resolve([]);
  return db
    .select(holidayColumns)
    .from(holidays)
    .where(and(inArray(holidays.date, [...dates]), isNull(holidays.locationId)));
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
    .onConflictDoNothing()
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

/** Whether a location exists and is not archived (a location's own holiday names one of today's). */
export async function locationIsLive(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.archivedAt)));
  return !!row;
}
