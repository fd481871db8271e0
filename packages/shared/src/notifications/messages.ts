/* Notification limits and messages: plain values, no zod (the schemas are in schemas.ts). */
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
