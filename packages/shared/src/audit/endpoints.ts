import { defineEndpoints } from '../http/endpoints.ts';

/** The audit log (Admin only). Schemas and access in contract.ts. */
export const AUDIT_ENDPOINTS = defineEndpoints({
  list: { method: 'GET', path: '/audit' },
  actors: { method: 'GET', path: '/audit/actors' },
});
