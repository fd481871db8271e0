import { addDays } from '@hrms/shared';

/** The dates the authorisation world seeds its records on (the test clock stands at 20 November 2026). */
export const SEEDED_LEAVE_DATE = '2026-11-24';
export const FREE_FUTURE_DATE = '2026-11-26';
export const SEEDED_CORRECTION_DATE = '2026-11-18';

let holidaySerial = 0;

/** A date no seeded or created holiday has taken (holidays are one a date across the whole database). */
export function nextFreeHolidayDate(): string {
  holidaySerial += 1;
  return addDays('2040-01-01', holidaySerial);
}
