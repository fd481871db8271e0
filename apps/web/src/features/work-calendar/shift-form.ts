import { z } from 'zod';
import { WORK_CALENDAR_MESSAGES, shiftBodySchema, type Shift, type ShiftBody } from '@hrms/shared';

/** What the shift form's inputs hold: times 'HH:MM', numbers as typed ('' for an optional one left empty). */
export interface ShiftFormValues {
  name: string;
  start: string;
  end: string;
  punchInFrom: string;
  punchInUntil: string;
  graceMinutes: string;
  minHoursFullDay: string;
  minHoursHalfDay: string;
}

const toNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value === '' ? undefined : value;
const toOptionalNumber = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value;

/**
 * The shift form: the server's body schema (shiftBodySchema) read from text inputs, plus the rules across
 * fields the server also applies: the punch-in window ends after it starts on the same day, and a full
 * day needs more hours than a half day.
 */
export const shiftFormSchema = shiftBodySchema
  .extend({
    graceMinutes: z.preprocess(toNumber, shiftBodySchema.shape.graceMinutes),
    minHoursFullDay: z.preprocess(toOptionalNumber, shiftBodySchema.shape.minHoursFullDay),
    minHoursHalfDay: z.preprocess(toOptionalNumber, shiftBodySchema.shape.minHoursHalfDay),
  })
  .superRefine((body, context) => {
    if (body.punchInUntil <= body.punchInFrom)
      context.addIssue({
        code: 'custom',
        message: WORK_CALENDAR_MESSAGES.punchWindowOrder,
        path: ['punchInUntil'],
      });
    const { minHoursFullDay: full, minHoursHalfDay: half } = body;
    if (full != null && half != null && full <= half)
      context.addIssue({
        code: 'custom',
        message: WORK_CALENDAR_MESSAGES.minHoursOrder,
        path: ['minHoursFullDay'],
      });
  });

/** An empty form starts as the default shift does: 09:00-18:00, punch-in 09:00-11:00, no grace. */
export function shiftFormValues(shift?: Shift): ShiftFormValues {
  return {
    name: shift?.name ?? '',
    start: shift?.start ?? '09:00',
    end: shift?.end ?? '18:00',
    punchInFrom: shift?.punchInFrom ?? '09:00',
    punchInUntil: shift?.punchInUntil ?? '11:00',
    graceMinutes: String(shift?.graceMinutes ?? 0),
    minHoursFullDay: shift?.minHoursFullDay != null ? String(shift.minHoursFullDay) : '',
    minHoursHalfDay: shift?.minHoursHalfDay != null ? String(shift.minHoursHalfDay) : '',
  };
}

export type { ShiftBody };
