import { z } from 'zod';
import {
  optionalDescriptionField,
  requiredScheduleText,
  scheduleDateField,
  scheduleTimeField,
} from '../schedule-fields.ts';

export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 2000;

/** Every event string of spec sections 5 and 8, plus our own server answers. */
export const EVENT_MESSAGES = {
  required: 'Title, date, and time are required.',
  pastDate: 'Cannot create an event for a past date.',
  invalidDate: 'Please choose a valid date.',
  invalidTime: 'Please choose a valid time.',
  titleTooLong: `The title must be at most ${EVENT_TITLE_MAX} characters.`,
  descriptionTooLong: `The description must be at most ${EVENT_DESCRIPTION_MAX.toLocaleString('en-IN')} characters.`,
  notFound: 'Event not found.',
  onlyToday: "Only today's events can be marked as complete.",
  alreadyCompleted: 'This event is already completed.',
  created: 'Event created successfully!',
  createFailed: 'Failed to create event.',
  completed: 'Event marked as complete!',
  statusFailed: 'Failed to update event status.',
  deleted: 'Event deleted!',
  deleteFailed: 'Failed to delete event.',
  noneToday: 'No events for today.',
  noneUpcoming: 'No upcoming events.',
} as const;

/** POST /api/events. `employee` is accepted and ignored: the owner is the caller. */
export const createEventBodySchema = z.object({
  title: requiredScheduleText(EVENT_MESSAGES.required, EVENT_TITLE_MAX, EVENT_MESSAGES.titleTooLong),
  description: optionalDescriptionField(EVENT_DESCRIPTION_MAX, EVENT_MESSAGES.descriptionTooLong),
  date: scheduleDateField(EVENT_MESSAGES.required, EVENT_MESSAGES.invalidDate),
  time: scheduleTimeField(EVENT_MESSAGES.required, EVENT_MESSAGES.invalidTime),
  employee: z.unknown().optional(),
});
export type CreateEventBody = z.input<typeof createEventBodySchema>;

export const eventStatusSchema = z.enum(['pending', 'completed']);

/** Spec section 3: an event; `employee` is the owner's id. */
export const eventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  status: eventStatusSchema,
  employee: z.string(),
});
export type CalendarEvent = z.infer<typeof eventSchema>;
export const eventListSchema = z.array(eventSchema);

export const eventIdParamsSchema = z.object({ id: z.string() });
export const deletedEventSchema = z.object({ _id: z.string(), message: z.string() });
