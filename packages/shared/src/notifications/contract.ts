import { defineContract } from '../http/contract.ts';
import { NOTIFICATION_ENDPOINTS } from './endpoints.ts';
import {
  notificationListSchema,
  notificationParamsSchema,
  notificationSchema,
  sendNotificationBodySchema,
  sentNotificationListSchema,
  sentNotificationSchema,
  staffNotificationParamsSchema,
} from './schemas.ts';

const errors = [400, 401, 403, 404] as const;
const markRead = "Mark one's own notification as read";

// Access comes from the areas: senders under their own prefix, readers under theirs with their own id.
export const NOTIFICATION_CONTRACT = defineContract(NOTIFICATION_ENDPOINTS, {
  send: {
    summary: "Send a notification to 'all' (everyone but the sender) or to chosen people",
    body: sendNotificationBodySchema,
    response: sentNotificationSchema,
    errors: [...errors, 422],
  },
  listSent: {
    summary: 'Sent history: every staff send for Admin, their own sends for HR',
    response: sentNotificationListSchema,
    errors,
  },
  listOwn: {
    summary: "The caller's own notifications, newest first",
    response: notificationListSchema,
    errors,
  },
  markRead: { summary: markRead, params: notificationParamsSchema, response: notificationSchema, errors },
  markReadStaff: {
    summary: markRead,
    params: staffNotificationParamsSchema,
    response: notificationSchema,
    errors,
  },
});
