import { z } from 'zod';
import { isBusinessDate } from './calendar/dates.ts';

/**
 * Field rules shared by events and tasks (both carry a calendar day and a wall-clock time in the
 * organisation's timezone). Names are distinctive because every domain's exports meet in index.ts.
 */

/** Our ids are UUIDs; anything else names nothing (answered 404, never a database error). */
export const isRecordId = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** 'YYYY-MM-DD' that is a real calendar day (no 31 February). */
export const isScheduleDate = isBusinessDate;

/** 'HH:MM', 24-hour, as <input type="time"> sends it. */
export const isScheduleTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** A required text field whose every failure (missing, wrong type, blank) says `message`. */
export const requiredScheduleText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });

export const scheduleDateField = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).refine(isScheduleDate, { error: invalid });

export const scheduleTimeField = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).refine(isScheduleTime, { error: invalid });

export const optionalDescriptionField = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => value ?? '');
