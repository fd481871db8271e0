import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Notifications (spec section 7): Admin and HR send and read their sent history under their own prefix;
 * everyone reads and marks their own copies under their dashboard's area. Marking read names the
 * notification `:notificationId` under /employees/:id (whose `:id` is the caller) and `:id` under the
 * staff areas (whose caller is `:userId`), hence two endpoints. Schemas and access in contract.ts.
 */
export const NOTIFICATION_ENDPOINTS = defineEndpoints({
  send: { method: 'POST', path: '{area}/notifications', areas: ['admin', 'hr'], status: 201 },
  listSent: { method: 'GET', path: '{area}/notifications', areas: ['admin', 'hr'] },
  listOwn: { method: 'GET', path: '{area}/{own}/notifications', areas: ['employees', 'admin', 'hr'] },
  markRead: { method: 'PUT', path: '{area}/{own}/notifications/:notificationId', areas: ['employees'] },
  markReadStaff: { method: 'PUT', path: '{area}/{own}/notifications/:id', areas: ['admin', 'hr'] },
});
