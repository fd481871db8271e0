import type { HolidayRow } from './holidays.repository.ts';

/*
 * Which holidays the people of one place keep (issue 42, docs/work-calendar.md "Calendars per location"):
 * on each date, the own holiday of the location they work at that day, else the organisation's. Pure, so
 * the list a person sees and the calendar the rules read agree.
 */
export function holidaysKept(
  rows: readonly HolidayRow[],
  locationOn: (date: string) => string | null,
): HolidayRow[] {
  const local = new Set<string>();
  for (const row of rows)
    if (row.locationId !== null && row.locationId === locationOn(row.date)) local.add(row.date);
  return rows.filter((row) =>
    row.locationId === null ? !local.has(row.date) : row.locationId === locationOn(row.date),
  );
}
