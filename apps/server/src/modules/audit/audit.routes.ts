import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_MESSAGES, auditPageSchema, auditQuerySchema, errorResponseSchema } from '@hrms/shared';
import { badRequest } from '../../lib/errors.ts';
import { ADMIN_ONLY } from '../../plugins/access.ts';
import type { AuditService } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/api/audit',
    {
      config: { access: { roles: ADMIN_ONLY } },
      schema: {
        tags: ['audit'],
        summary: 'The audit log, newest first, 10 a page (Admin only)',
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      if (from && to && from > to) throw badRequest(AUDIT_MESSAGES.invalidRange);
      return audit.list(request.query);
    },
  );
};
