import { z } from 'zod';
import { roleSchema } from '../auth.ts';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_MESSAGES } from './messages.ts';

const messageField = z
  .string({ error: NOTIFICATION_MESSAGES.emptyMessage })
  .trim()
  .min(1, { error: NOTIFICATION_MESSAGES.emptyMessage })
  .max(NOTIFICATION_MESSAGE_MAX, { error: NOTIFICATION_MESSAGES.tooLong });

const recipientField = z.union([z.literal('all'), z.array(z.string())], {
  error: NOTIFICATION_MESSAGES.noRecipient,
});

/** POST /api/admin/notifications and /api/hr/notifications. senderId is accepted and ignored: the sender is the caller. */
export const sendNotificationBodySchema = z.object({
  recipient: recipientField.refine((value) => value === 'all' || value.length > 0, {
    error: NOTIFICATION_MESSAGES.noRecipient,
  }),
  message: messageField,
  senderId: z.unknown().optional(),
});
export type SendNotificationBody = z.input<typeof sendNotificationBodySchema>;

export const notificationStatusSchema = z.enum(['unread', 'read']);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

export const notificationSenderSchema = z.object({ name: z.string(), role: z.string() });

/** One person's own copy (spec section 3). recipient is 'all' for a broadcast, else the reader's own id. */
export const notificationSchema = z.object({
  _id: z.string(),
  message: z.string(),
  /** YYYY-MM-DD in the organisation's timezone. */
  date: z.string(),
  sentAt: z.string(),
  recipient: z.string(),
  sentBy: notificationSenderSchema,
  status: notificationStatusSchema,
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

export const recipientRefSchema = z.object({ _id: z.string(), name: z.string() });

/** One entry of the sent history: one per send, however many people received it. */
export const sentNotificationSchema = z.object({
  _id: z.string(),
  message: z.string(),
  date: z.string(),
  sentAt: z.string(),
  /** The spec's value, as sent: 'all', or the chosen people's ids. */
  recipient: z.union([z.literal('all'), z.array(z.string())]),
  /** The chosen people with their names ([] for 'all'), in the order of `recipient`. */
  recipientList: z.array(recipientRefSchema),
  /** 'All Employees' or the names, comma-separated. */
  recipientNames: z.string(),
  recipientCount: z.number().int(),
  sentBy: notificationSenderSchema,
});
export type SentNotification = z.infer<typeof sentNotificationSchema>;
export const sentNotificationListSchema = z.array(sentNotificationSchema);

/** The notification's id beside the caller's own: `:notificationId` under /employees/:id, `:id` under the staff areas. */
export const notificationParamsSchema = z.object({ notificationId: z.string() });
export const staffNotificationParamsSchema = z.object({ id: z.string() });

/** A person who can be chosen as a recipient or an assignee (the employee list, reduced). */
export const personOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type PersonOption = z.infer<typeof personOptionSchema>;
