import {
  LEAVE_MAX_DAYS,
  LEAVE_MESSAGES,
  LEAVE_TYPES,
  MULTI_DAY_LEAVE_TYPE,
  type LeaveType,
} from './schemas.ts';

/**
 * The leave application rules of spec section 5, as one pure function used by the server
 * (the authority) and by the Apply for Leave dialog (so people see the message before a request).
 */

export interface LeaveApplicationInput {
  type?: string | null | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}

export interface ValidLeaveApplication {
  type: LeaveType;
  startDate: string;
  /** Equals startDate for every type but Sick Leave. */
  endDate: string;
}

export type LeaveValidation = { ok: true; value: ValidLeaveApplication } | { ok: false; message: string };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

function utcDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** Every calendar date from start to end inclusive, as YYYY-MM-DD. */
export function datesBetween(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  for (let day = utcDay(startDate); day <= utcDay(endDate); day.setUTCDate(day.getUTCDate() + 1)) {
    dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}

/** 0 = Sunday ... 6 = Saturday, the numbering of WEEKLY_OFF in /api/config. */
export function weekdayOf(isoDate: string): number {
  return utcDay(isoDate).getUTCDay();
}

export function calendarDaysBetween(startDate: string, endDate: string): number {
  return Math.round((utcDay(endDate).getTime() - utcDay(startDate).getTime()) / 86_400_000) + 1;
}

const isLeaveType = (value: string): value is LeaveType => (LEAVE_TYPES as readonly string[]).includes(value);
const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/**
 * Checks in the spec's order and returns its message for the first rule broken.
 * `today` is the organisation's date; `weeklyOff` (weekday numbers) refuses a leave with no working day.
 */
export function validateLeaveApplication(
  input: LeaveApplicationInput,
  today: string,
  weeklyOff: readonly number[] = [],
): LeaveValidation {
  const fail = (message: string): LeaveValidation => ({ ok: false, message });
  if (blank(input.type) || blank(input.startDate)) return fail(LEAVE_MESSAGES.required);
  const type = input.type!.trim();
  const startDate = input.startDate!.trim();
  const endInput = blank(input.endDate) ? null : input.endDate!.trim();
  if (!isLeaveType(type)) return fail(LEAVE_MESSAGES.invalidType);
  if (!isIsoCalendarDate(startDate) || (endInput !== null && !isIsoCalendarDate(endInput))) {
    return fail(LEAVE_MESSAGES.invalidDate);
  }
  if (startDate < today) return fail(LEAVE_MESSAGES.pastDate);

  let endDate = startDate;
  if (type === MULTI_DAY_LEAVE_TYPE) {
    if (endInput === null) return fail(LEAVE_MESSAGES.sickEndRequired);
    if (endInput < startDate) return fail(LEAVE_MESSAGES.endBeforeStart);
    if (calendarDaysBetween(startDate, endInput) > LEAVE_MAX_DAYS) return fail(LEAVE_MESSAGES.tooManyDays);
    endDate = endInput;
  } else if (endInput !== null && endInput !== startDate) {
    // Refused rather than silently shortened, so nobody believes they hold a longer leave (docs/leave.md).
    return fail(endInput < startDate ? LEAVE_MESSAGES.endBeforeStart : LEAVE_MESSAGES.singleDayOnly);
  }

  if (
    weeklyOff.length > 0 &&
    datesBetween(startDate, endDate).every((date) => weeklyOff.includes(weekdayOf(date)))
  ) {
    return fail(LEAVE_MESSAGES.weeklyOffOnly);
  }
  return { ok: true, value: { type, startDate, endDate } };
}
