import { z } from 'zod';
import { isBusinessDate } from '../calendar/dates.ts';
import { listOrPageSchema, pagingQueryShape, searchQuery } from '../paging.ts';
import { ROLES } from '../roles.ts';
import { ATTENDANCE_MESSAGES, ATTENDANCE_STATUSES } from './constants.ts';
import { isoDate, userAttendanceRecordSchema, yearMonth } from './schemas.ts';

/** The longest from..to range 'All attendance' answers (a page at a time, or whole). */
export const ATTENDANCE_RANGE_MAX_DAYS = 366;

export const ATTENDANCE_LIST_MESSAGES = {
  invalidRange: `Give both from and to (YYYY-MM-DD), from not after to, at most ${ATTENDANCE_RANGE_MAX_DAYS} days, and not with month.`,
  invalidOwnRange: `Give both from and to (YYYY-MM-DD), from not after to, at most ${ATTENDANCE_RANGE_MAX_DAYS} days.`,
  invalidRole: 'Please choose a valid role.',
} as const;

/** Filters both everyone-lists take (docs/paging.md): a name or e-mail search, a status, a role. */
const filters = {
  q: searchQuery,
  status: z.enum(ATTENDANCE_STATUSES, ATTENDANCE_MESSAGES.invalidStatus).optional(),
  role: z.enum(ROLES, ATTENDANCE_LIST_MESSAGES.invalidRole).optional(),
  ...pagingQueryShape,
};

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * 'All' is one calendar month (default the current one) or a from..to range; docs/attendance.md and
 * docs/paging.md. Without filters and paging it answers exactly the spec's array.
 */
export const allAttendanceQuerySchema = z
  .object({ month: yearMonth.optional(), from: isoDate.optional(), to: isoDate.optional(), ...filters })
  .refine(
    ({ month, from, to }) => {
      if (from === undefined && to === undefined) return true;
      if (month !== undefined || from === undefined || to === undefined) return false;
      if (!isBusinessDate(from) || !isBusinessDate(to) || from > to) return false;
      return dayCount(from, to) <= ATTENDANCE_RANGE_MAX_DAYS;
    },
    { message: ATTENDANCE_LIST_MESSAGES.invalidRange },
  );
export type AllAttendanceQuery = z.infer<typeof allAttendanceQuerySchema>;

/**
 * A person's own list: optionally from..to (both, real dates, from not after to, at most a year). Without them
 * the spec's whole history; the clock card asks for today alone (docs/attendance.md).
 */
export const ownAttendanceQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() }).refine(
  ({ from, to }) => {
    if (from === undefined && to === undefined) return true;
    if (from === undefined || to === undefined) return false;
    if (!isBusinessDate(from) || !isBusinessDate(to) || from > to) return false;
    return dayCount(from, to) <= ATTENDANCE_RANGE_MAX_DAYS;
  },
  { message: ATTENDANCE_LIST_MESSAGES.invalidOwnRange },
);
export type OwnAttendanceQuery = z.infer<typeof ownAttendanceQuerySchema>;

export const todayAttendanceQuerySchema = z.object(filters);
export type TodayAttendanceQuery = z.infer<typeof todayAttendanceQuerySchema>;

/** The whole array (no paging parameter) or `{ rows, nextCursor, total }`. */
export const userAttendanceListOrPageSchema = listOrPageSchema(userAttendanceRecordSchema);
