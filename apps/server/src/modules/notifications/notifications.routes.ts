import type { FastifyPluginAsync } from 'fastify';
import { NOTIFICATION_CONTRACT } from '@hrms/shared/notifications/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * Notifications: paths, schemas and access in packages/shared/src/notifications/. Spec section 7 names
 * the same calls under each dashboard's prefix (one route per area), all reaching the same service methods.
 */
export const notificationsRoutes: FastifyPluginAsync<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) =>
  registerEndpoints(app, 'notifications', NOTIFICATION_CONTRACT, {
    send: async (request) => notifications.send(callerOf(request), request.body),
    listSent: async (request) => notifications.listSentBy(callerOf(request)),
    listOwn: async (request) => notifications.listOwn(callerOf(request)),
    markRead: async (request) => notifications.markRead(callerOf(request), request.params.notificationId),
    markReadStaff: async (request) => notifications.markRead(callerOf(request), request.params.id),
  });
