import { auditActorListSchema, auditPageSchema, auditQuerySchema } from '../audit.ts';
import { ADMIN_ONLY } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { AUDIT_ENDPOINTS } from './endpoints.ts';

export const AUDIT_CONTRACT = defineContract(AUDIT_ENDPOINTS, {
  list: {
    summary: 'The audit log, newest first, 10 a page (Admin only)',
    query: auditQuerySchema,
    response: auditPageSchema,
    errors: [400, 401, 403],
    access: { roles: ADMIN_ONLY },
  },
  actors: {
    summary: 'Everyone who appears in the audit log, deleted people included, by name (Admin only)',
    response: auditActorListSchema,
    errors: [401, 403],
    access: { roles: ADMIN_ONLY },
  },
});
