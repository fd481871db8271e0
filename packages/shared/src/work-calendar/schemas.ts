import { z } from 'zod';
import { isBusinessDate } from '../calendar/dates.ts';

/*
 * The work calendar's API (issue 19, docs/work-calendar.md): the work week (weekly offs, also in given
 * weeks of the month) from a date on, shifts and who works which shift from when.
 */

export const WORK_CALENDAR_MESSAGES = {
  invalidDate: 'Please choose a valid date.',
  pastEffectiveDate: 'A change can start today at the earliest; past days keep the calendar they had.',
  invalidWeekday: 'Weekdays are numbers from 0 (Sunday) to 6 (Saturday).',
  invalidWeeks: 'Weeks of the month are numbers from 1 to 5.',
  allDaysOff: 'At least one day of the week must be a working day.',
  shiftName: 'Please enter the shift name (at most 60 characters).',
  shiftTime: 'Times must look like HH:MM (24-hour).',
  punchWindowOrder: 'The punch-in window must end after it starts, on the same day.',
  grace: 'Grace must be a whole number of minutes from 0 to 240.',
  minHours: 'Minimum hours must be between 0.25 and 24, in quarter hours.',
  minHoursOrder: 'The minimum for a full day must be more than the minimum for a half day.',
  shiftNameTaken: 'A shift with this name already exists.',
  shiftNotFound: 'Shift not found.',
  defaultShiftKept: 'The default shift cannot be deleted.',
  shiftInUse: 'This shift is assigned to people; assign them another shift first.',
  employeeNotFound: 'Employee not found.',
  locationNotFound: 'Location not found.',
} as const;

const isoDate = z
  .string({ message: WORK_CALENDAR_MESSAGES.invalidDate })
  .refine(isBusinessDate, WORK_CALENDAR_MESSAGES.invalidDate);
const weekday = z.number({ message: WORK_CALENDAR_MESSAGES.invalidWeekday }).int().min(0).max(6);
const hhmm = z
  .string({ message: WORK_CALENDAR_MESSAGES.shiftTime })
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, WORK_CALENDAR_MESSAGES.shiftTime);

export const nthWeekOffSchema = z.object({
  weekday,
  weeks: z
    .array(z.number({ message: WORK_CALENDAR_MESSAGES.invalidWeeks }).int().min(1).max(5), {
      message: WORK_CALENDAR_MESSAGES.invalidWeeks,
    })
    .min(1, WORK_CALENDAR_MESSAGES.invalidWeeks)
    .max(5, WORK_CALENDAR_MESSAGES.invalidWeeks),
});

export const workWeekSchema = z.object({
  weeklyOff: z
    .array(weekday, { message: WORK_CALENDAR_MESSAGES.invalidWeekday })
    .max(6, WORK_CALENDAR_MESSAGES.allDaysOff),
  nthWeekOff: z.array(nthWeekOffSchema).max(7),
});

/**
 * PUT /api/settings/work-week: the work week from `effectiveFrom` on (today at the earliest); with
 * `locationId`, that location's own work week (issue 42), which replaces the organisation's there.
 */
export const workWeekBodySchema = workWeekSchema.extend({
  effectiveFrom: isoDate,
  locationId: z.string().max(40).nullish(),
});

/** GET /api/settings/work-week?locationId=: a location's own patterns (issue 42); without, the organisation's. */
/**
 * `locationId`: a location's own patterns (issue 42); `for=me`: the organisation's with the caller's location's own
 * patterns as `local` (the browser's calendars then agree with the server's for them).
 */
export const workWeekQuerySchema = z.object({
  locationId: z.string().max(40).optional(),
  for: z.literal('me').optional(),
});
export type WorkWeekBody = z.infer<typeof workWeekBodySchema>;

export const workWeekPatternSchema = workWeekSchema.extend({ id: z.string(), effectiveFrom: z.string() });

/** GET /api/settings/work-week: WEEKLY_OFF (in force before any pattern) and every pattern, oldest first. */
export const workWeekSettingsSchema = z.object({
  weeklyOff: z.array(z.number().int()),
  patterns: z.array(workWeekPatternSchema),
  /** With `for=me`: the caller's location's own patterns (today's placement), which replace these there. */
  local: z.object({ locationId: z.string(), patterns: z.array(workWeekPatternSchema) }).optional(),
});
export type WorkWeekSettings = z.infer<typeof workWeekSettingsSchema>;

const minHours = z
  .number({ message: WORK_CALENDAR_MESSAGES.minHours })
  .min(0.25, WORK_CALENDAR_MESSAGES.minHours)
  .max(24, WORK_CALENDAR_MESSAGES.minHours)
  .multipleOf(0.25, WORK_CALENDAR_MESSAGES.minHours);

/** A shift: `end` before `start` crosses midnight (the day belongs to the date it starts on). */
export const shiftBodySchema = z.object({
  name: z
    .string({ message: WORK_CALENDAR_MESSAGES.shiftName })
    .trim()
    .min(1, WORK_CALENDAR_MESSAGES.shiftName)
    .max(60, WORK_CALENDAR_MESSAGES.shiftName),
  start: hhmm,
  end: hhmm,
  punchInFrom: hhmm,
  punchInUntil: hhmm,
  graceMinutes: z
    .number({ message: WORK_CALENDAR_MESSAGES.grace })
    .int(WORK_CALENDAR_MESSAGES.grace)
    .min(0, WORK_CALENDAR_MESSAGES.grace)
    .max(240, WORK_CALENDAR_MESSAGES.grace),
  minHoursFullDay: minHours.nullable().optional(),
  minHoursHalfDay: minHours.nullable().optional(),
});
export type ShiftBody = z.infer<typeof shiftBodySchema>;

export const shiftSchema = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  punchInFrom: z.string(),
  punchInUntil: z.string(),
  graceMinutes: z.number().int(),
  minHoursFullDay: z.number().nullable(),
  minHoursHalfDay: z.number().nullable(),
  /** The spec's shift (09:00, punch-in 09:00-11:00): everyone without an assignment works it. */
  isDefault: z.boolean(),
});
export type Shift = z.infer<typeof shiftSchema>;
export const shiftListSchema = z.array(shiftSchema);

export const shiftIdParamsSchema = z.object({ id: z.string() });
export const personIdParamsSchema = z.object({ id: z.string() });

/** PUT /api/employees/{id}/shift: the person works `shiftId` from `from` on (today at the earliest). */
export const shiftAssignmentBodySchema = z.object({
  shiftId: z
    .string({ message: WORK_CALENDAR_MESSAGES.shiftNotFound })
    .min(1, WORK_CALENDAR_MESSAGES.shiftNotFound),
  from: isoDate,
});
export type ShiftAssignmentBody = z.infer<typeof shiftAssignmentBodySchema>;

export const shiftAssignmentSchema = z.object({ shift: shiftSchema, from: z.string().nullable() });

/** GET /api/employees/{id}/shift: the shift today (`from` null: the default, never assigned) and later ones. */
export const personShiftSchema = z.object({
  userId: z.string(),
  current: shiftAssignmentSchema,
  upcoming: z.array(shiftAssignmentSchema),
});
export type PersonShift = z.infer<typeof personShiftSchema>;
