import { z } from 'zod';
import { roleSchema } from './auth.ts';

/** Longest notification message accepted (the spec sets none; a notice, not a document). */
export const NOTIFICATION_MESSAGE_MAX = 1000;

/** The recipient list's label for "everyone except the sender" (spec section 2). */
export const ALL_EMPLOYEES_LABEL = 'All Employees';

/** Every notification string of spec sections 5 and 8, plus our own server answers. */
export const NOTIFICATION_MESSAGES = {
  emptyMessage: 'Notification message cannot be empty.',
  noRecipient: 'Please select at least one recipient.',
  tooLong: `Notification message must be at most ${NOTIFICATION_MESSAGE_MAX.toLocaleString('en-IN')} characters.`,
  unknownRecipient: 'One or more selected recipients no longer exist.',
  noOneToNotify: 'There is nobody else to notify yet.',
  notFound: 'Notification not found.',
  sent: 'Notification sent.',
  sendFailed: 'Failed to send notification.',
  markedRead: 'Notification marked as read.',
  markReadFailed: 'Failed to mark notification as read.',
  unreadReminder: 'You have new messages. Please check your notifications!',
  emptyList: 'No notifications found.',
  emptyHistory: 'No notifications sent yet.',
} as const;

export const newNotificationToast = (message: string): string => `New notification: ${message}`;

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
  /** 'all', or the chosen people. */
  recipient: z.union([z.literal('all'), z.array(recipientRefSchema)]),
  /** 'All Employees' or the names, comma-separated. */
  recipientNames: z.string(),
  recipientCount: z.number().int(),
  sentBy: notificationSenderSchema,
});
export type SentNotification = z.infer<typeof sentNotificationSchema>;
export const sentNotificationListSchema = z.array(sentNotificationSchema);

export const notificationParamsSchema = z.object({ id: z.string(), notificationId: z.string() });
export const staffNotificationParamsSchema = z.object({ userId: z.string(), id: z.string() });

/** A person who can be chosen as a recipient or an assignee (the employee list, reduced). */
export const personOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type PersonOption = z.infer<typeof personOptionSchema>;
