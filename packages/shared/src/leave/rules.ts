import {
  LEAVE_MAX_DAYS,
  LEAVE_MESSAGES,
  LEAVE_TYPES,
  MULTI_DAY_LEAVE_TYPE,
  type LeaveType,
  type SpecLeaveType,
} from './schemas.ts';
import { calendarDaysBetween, datesBetween, isBusinessDate } from '../calendar/dates.ts';
import type { WorkCalendar } from '../calendar/work-calendar.ts';

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

/** A custom leave type as the application rules see it (issue 40; leave-policy/leave-types.ts). */
export interface CustomLeaveTypeRules {
  name: string;
  multiDay: boolean;
  /** Calendar days one request may span at most; null: LEAVE_MAX_DAYS. */
  maxDaysPerRequest: number | null;
}

const isSpecType = (value: string): value is SpecLeaveType =>
  (LEAVE_TYPES as readonly string[]).includes(value);
const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/**
 * Checks in the spec's order and returns its message for the first rule broken.
 * `today` is the organisation's date; `calendar` (the work calendar over the leave's dates: weekly offs,
 * patterns, public holidays) refuses a leave with no working day. Without it that last rule is skipped.
 */
export function validateLeaveApplication(
  input: LeaveApplicationInput,
  today: string,
  calendar?: WorkCalendar,
  customTypes: readonly CustomLeaveTypeRules[] = [],
): LeaveValidation {
  const fail = (message: string): LeaveValidation => ({ ok: false, message });
  if (blank(input.type) || blank(input.startDate)) return fail(LEAVE_MESSAGES.required);
  const type = input.type!.trim();
  const startDate = input.startDate!.trim();
  const endInput = blank(input.endDate) ? null : input.endDate!.trim();
  // The spec's four keep the spec's rules; a custom type brings its own (multi-day or one day, its span).
  const custom = isSpecType(type) ? null : customTypes.find((t) => t.name === type);
  if (!isSpecType(type) && !custom) return fail(LEAVE_MESSAGES.invalidType);
  if (!isBusinessDate(startDate) || (endInput !== null && !isBusinessDate(endInput))) {
    return fail(LEAVE_MESSAGES.invalidDate);
  }
  if (startDate < today) return fail(LEAVE_MESSAGES.pastDate);

  let endDate = startDate;
  if (custom) {
    const max = custom.maxDaysPerRequest ?? LEAVE_MAX_DAYS;
    if (custom.multiDay && endInput === null) return fail(LEAVE_TYPE_RULE_MESSAGES.endRequired(type));
    if (endInput !== null && endInput < startDate) return fail(LEAVE_MESSAGES.endBeforeStart);
    if (!custom.multiDay && endInput !== null && endInput !== startDate) {
      return fail(LEAVE_TYPE_RULE_MESSAGES.singleDay(type));
    }
    if (endInput !== null && calendarDaysBetween(startDate, endInput) > max) {
      return fail(LEAVE_TYPE_RULE_MESSAGES.tooLong(type, max));
    }
    endDate = endInput ?? startDate;
  } else if (type === MULTI_DAY_LEAVE_TYPE) {
    if (endInput === null) return fail(LEAVE_MESSAGES.sickEndRequired);
    if (endInput < startDate) return fail(LEAVE_MESSAGES.endBeforeStart);
    if (calendarDaysBetween(startDate, endInput) > LEAVE_MAX_DAYS) return fail(LEAVE_MESSAGES.tooManyDays);
    endDate = endInput;
  } else if (endInput !== null && endInput !== startDate) {
    // Refused rather than silently shortened, so nobody believes they hold a longer leave (docs/leave.md).
    return fail(endInput < startDate ? LEAVE_MESSAGES.endBeforeStart : LEAVE_MESSAGES.singleDayOnly);
  }

  const days = calendar ? datesBetween(startDate, endDate).map((date) => calendar.day(date)) : [];
  if (days.length > 0 && days.every((day) => day.kind !== 'working')) {
    const anyHoliday = days.some((day) => day.kind === 'holiday');
    return fail(anyHoliday ? LEAVE_MESSAGES.offDaysOnly : LEAVE_MESSAGES.weeklyOffOnly);
  }
  return { ok: true, value: { type: type as LeaveType, startDate, endDate } };
}

/** A custom type's refusals (the same texts as LEAVE_TYPE_MESSAGES in leave-policy/leave-types.ts). */
export const LEAVE_TYPE_RULE_MESSAGES = {
  tooLong: (name: string, max: number) => `A ${name} request can cover at most ${max} days.`,
  singleDay: (name: string) => `${name} is for one day; the end date must equal the start date.`,
  endRequired: (name: string) => `Please select an end date for ${name}.`,
} as const;
