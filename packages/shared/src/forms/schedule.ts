import type { z } from 'zod';
import { EVENT_MESSAGES, createEventBodySchema } from '../events/schemas.ts';
import { TASK_MESSAGES, taskBodySchema } from '../tasks/schemas.ts';

/**
 * The past-day rule needs "today", so it is not in the body schemas: the services check it with the server's
 * clock, the forms here with the organisation's today. An object-level check, so it runs after the fields'
 * own checks and "required" stays the first message, as in the spec.
 */
const notBefore = (today: string, message: string) => (value: { date: string }, ctx: z.RefinementCtx) => {
  if (value.date && value.date < today) ctx.addIssue({ code: 'custom', path: ['date'], message });
};

/** Add New Event: the body schema and a date from today on. */
export const eventFormSchema = (today: string) =>
  createEventBodySchema.superRefine(notBefore(today, EVENT_MESSAGES.pastDate));

/** Create Task (a date from today on) or Update Task (`today` left out: the stored day may be past). */
export const taskFormSchema = (today?: string) =>
  today === undefined ? taskBodySchema : taskBodySchema.superRefine(notBefore(today, TASK_MESSAGES.pastDate));
