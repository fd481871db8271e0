import { z } from 'zod';
import type { ServerEventSchemas } from '../realtime.ts';

/**
 * work_calendar_changed, to everyone: holidays, the work week or shifts changed, so calendars and the
 * clock card read them again. `userIds` names the people whose shift assignment changed.
 */
export const workCalendarChangedSchema = z.object({
  reason: z.enum(['holidays', 'work-week', 'shifts', 'shift-assignment']),
  userIds: z.array(z.string()).optional(),
});
export type WorkCalendarChanged = z.infer<typeof workCalendarChangedSchema>;

export const WORK_CALENDAR_EVENTS = {
  work_calendar_changed: workCalendarChangedSchema,
} as const satisfies ServerEventSchemas;
