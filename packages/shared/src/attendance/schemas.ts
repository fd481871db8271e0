import { structureCutQueryShape, structureSubtotalsSchema } from '../org-structure/subtotals.ts';
import { z } from 'zod';
import { pagingQueryShape, searchQuery } from '../paging.ts';
import { ROLES } from '../roles.ts';
import { ATTENDANCE_MESSAGES, ATTENDANCE_STATUSES, MANUAL_MARK_API_STATUSES } from './constants.ts';

export * from './constants.ts';

export const monthStatsSchema = z.object({
  totalDays: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
  sickLeave: z.number().int(),
  paidLeave: z.number().int(),
  halfDay: z.number().int(),
  shortLeave: z.number().int(),
});

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ATTENDANCE_MESSAGES.invalidDate);
export const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, ATTENDANCE_MESSAGES.invalidMonth);

/** One row of an attendance table: times are 'HH:MM' in organisation time, or '--'. */
export const attendanceRecordSchema = z.object({
  _id: z.string(),
  date: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  /** Beyond the spec (issue 19): checked in after the shift's start + grace. */
  late: z.boolean().optional(),
  /** Minutes between check-in and check-out, once punched out; null before. */
  workedMinutes: z.number().int().nullable().optional(),
  /** Changed by an approved correction request. */
  corrected: z.boolean().optional(),
  /** The office the punch-in came from, when office locations are set (docs/attendance.md). */
  place: z.string().nullable().optional(),
  /** An approved on-duty / work-from-home day (issue 45, docs/overtime.md); absent otherwise. */
  mode: z.enum(['on-duty', 'wfh']).optional(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

/** All-user views add who the row belongs to. */
export const userAttendanceRecordSchema = attendanceRecordSchema.extend({
  employeeId: z.string(),
  employeeName: z.string(),
  role: z.enum(ROLES),
});
export type UserAttendanceRecord = z.infer<typeof userAttendanceRecordSchema>;

export const attendanceListSchema = z.array(attendanceRecordSchema);

const attendanceSheetRowSchema = z.object({
  employeeName: z.string(),
  employeeId: z.string(),
  /** The human-facing number (EMP-0001) shown under the name. */
  employeeCode: z.string(),
  attendance: z.record(z.string(), z.enum(ATTENDANCE_STATUSES)),
});

/** A date of the sheet in the work calendar (issue 19): a holiday carries its name. */
export const sheetDaySchema = z.object({
  date: z.string(),
  kind: z.enum(['working', 'weekly-off', 'holiday']),
  name: z.string().optional(),
});
export type SheetDay = z.infer<typeof sheetDaySchema>;

/** The sheet as our screens and the export read it. */
export const attendanceSheetSchema = z.object({
  month: z.string(),
  dates: z.array(z.string()),
  /**
   * Each date's kind, in the order of `dates`; present once the organisation has a work-week pattern in
   * force or a holiday in the month (before that, WEEKLY_OFF from /api/config says it all).
   */
  days: z.array(sheetDaySchema).optional(),
  rows: z.array(attendanceSheetRowSchema),
  /** Only when asked (`subtotals=true`, issue 42): the people and days of each status per department and location. */
  subtotals: structureSubtotalsSchema.optional(),
});
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;

/**
 * GET /api/admin/attendance-sheet: the same rows under `sheet` too, the name the spec's original client
 * reads (its answer was `{ dates, sheet }`). The server writes the rows' JSON once for both keys.
 */
export const attendanceSheetResponseSchema = attendanceSheetSchema.extend({
  sheet: z.array(attendanceSheetRowSchema).describe('The very same rows as `rows`.'),
  /** Only when the query asked for a page of people (docs/paging.md): the next page's cursor, or null. */
  nextCursor: z.string().nullable().optional(),
  /** Only with a page: how many people match the search. */
  total: z.number().int().optional(),
});
export type AttendanceSheetResponse = z.infer<typeof attendanceSheetResponseSchema>;

export const monthQuerySchema = z.object({ month: yearMonth.optional() });
/** The sheet: a month, and optionally a name/e-mail search and a page of people (docs/paging.md). */
export const sheetQuerySchema = monthQuerySchema.extend({
  q: searchQuery,
  ...pagingQueryShape,
  ...structureCutQueryShape,
});

export const manualMarkRequestSchema = z.object({
  employeeId: z.uuid('Please choose an employee.'),
  date: isoDate,
  status: z.enum(MANUAL_MARK_API_STATUSES, ATTENDANCE_MESSAGES.invalidStatus),
});
export type ManualMarkRequest = z.infer<typeof manualMarkRequestSchema>;
