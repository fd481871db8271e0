import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_MESSAGES, auditActorListSchema, auditPageSchema, auditQuerySchema } from '@hrms/shared';
import { badRequest } from '../../lib/errors.ts';
import { ADMIN_ONLY } from '../../plugins/access.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
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
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      if (from && to && from > to) throw badRequest(AUDIT_MESSAGES.invalidRange);
      return audit.list(request.query);
    },
  );

  app.get(
    '/api/audit/actors',
    {
      config: { access: { roles: ADMIN_ONLY } },
      schema: {
        tags: ['audit'],
        summary: 'Everyone who appears in the audit log, deleted people included, by name (Admin only)',
        response: { 200: auditActorListSchema, ...errorResponses(401, 403) },
      },
    },
    () => audit.actors(),
  );
};
