import type { FastifyPluginAsync } from 'fastify';
import { AUDIT_CONTRACT } from '@hrms/shared/audit/contract';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { AuditService } from './audit.service.ts';

/** The audit log, Admin only: packages/shared/src/audit/. */
export const auditRoutes: FastifyPluginAsync<{ audit: AuditService }> = async (app, { audit }) =>
  registerEndpoints(app, 'audit', AUDIT_CONTRACT, {
    list: async (request) => audit.list(request.query),
    actors: async () => audit.actors(),
  });
