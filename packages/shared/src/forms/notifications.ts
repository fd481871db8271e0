import { z } from 'zod';
import { sendNotificationBodySchema } from '../notifications/index.ts';

/** Send Notification: the body's fields, the message first, so an empty message is what the form says first. */
export const sendNotificationFormSchema = z.object({
  message: sendNotificationBodySchema.shape.message,
  recipient: sendNotificationBodySchema.shape.recipient,
});
