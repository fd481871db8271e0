import type { ServerEventSchemas } from '../realtime.ts';
import { notificationSchema } from './schemas.ts';

/** Each recipient hears of their own copy as it is sent (docs/realtime.md). */
export const NOTIFICATION_EVENTS = {
  new_notification: notificationSchema,
} as const satisfies ServerEventSchemas;
