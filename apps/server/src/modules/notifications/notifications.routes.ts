import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  notificationListSchema,
  notificationParamsSchema,
  notificationSchema,
  sendNotificationBodySchema,
  sentNotificationListSchema,
  sentNotificationSchema,
  staffNotificationParamsSchema,
} from '@hrms/shared';
import { z } from 'zod';
import { ANY_ROLE } from '../../plugins/access.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/**
 * Spec section 7 names the same calls under three prefixes (employee, admin, HR dashboards).
 * Each prefix is open to its own role; the path id must be the caller (ownParam).
 */
const OWN_PREFIXES = [
  { prefix: '/api/employees/:id', param: 'id', roles: ANY_ROLE },
  { prefix: '/api/admin/:userId', param: 'userId', roles: ['Admin'] as const },
  { prefix: '/api/hr/:userId', param: 'userId', roles: ['HR'] as const },
] as const;

const SEND_PREFIXES = [
  { path: '/api/admin/notifications', roles: ['Admin'] as const },
  { path: '/api/hr/notifications', roles: ['HR'] as const },
] as const;

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  for (const { path, roles } of SEND_PREFIXES) {
    app.post(
      path,
      {
        config: { access: { roles } },
        schema: {
          tags: ['notifications'],
          summary: "Send a notification to 'all' (everyone but the sender) or to chosen people",
          body: sendNotificationBodySchema,
          response: { 201: sentNotificationSchema, ...errors, 422: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const sent = await notifications.send(callerOf(request), request.body);
        return reply.code(201).send(sent);
      },
    );
    app.get(
      path,
      {
        config: { access: { roles } },
        schema: {
          tags: ['notifications'],
          summary: 'Sent history: every staff send for Admin, their own sends for HR',
          response: { 200: sentNotificationListSchema, ...errors },
        },
      },
      async (request) => notifications.listSentBy(callerOf(request)),
    );
  }

  for (const { prefix, param, roles } of OWN_PREFIXES) {
    const paramsSchema = param === 'id' ? z.object({ id: z.string() }) : z.object({ userId: z.string() });
    app.get(
      `${prefix}/notifications`,
      {
        config: { access: { roles, ownParam: param } },
        schema: {
          tags: ['notifications'],
          summary: "The caller's own notifications, newest first",
          params: paramsSchema,
          response: { 200: notificationListSchema, ...errors },
        },
      },
      async (request) => notifications.listOwn(callerOf(request)),
    );
  }

  app.put(
    '/api/employees/:id/notifications/:notificationId',
    {
      config: { access: { roles: ANY_ROLE, ownParam: 'id' } },
      schema: {
        tags: ['notifications'],
        summary: "Mark one's own notification as read",
        params: notificationParamsSchema,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (request) => notifications.markRead(callerOf(request), request.params.notificationId),
  );
  for (const { prefix, roles } of OWN_PREFIXES.slice(1)) {
    app.put(
      `${prefix}/notifications/:id`,
      {
        config: { access: { roles, ownParam: 'userId' } },
        schema: {
          tags: ['notifications'],
          summary: "Mark one's own notification as read",
          params: staffNotificationParamsSchema,
          response: { 200: notificationSchema, ...errors },
        },
      },
      async (request) => notifications.markRead(callerOf(request), request.params.id),
    );
  }
};
