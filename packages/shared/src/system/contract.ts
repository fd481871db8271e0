import { ADMIN_ONLY } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { healthResponseSchema, publicConfigSchema, readinessSchema } from '../http.ts';
import { SYSTEM_ENDPOINTS } from './endpoints.ts';

export const SYSTEM_CONTRACT = defineContract(SYSTEM_ENDPOINTS, {
  health: {
    summary: 'Whether the server and its database answer',
    response: healthResponseSchema,
    errors: [503],
    access: 'public',
  },
  live: {
    summary: 'Liveness: the process answers (no dependency is asked)',
    response: healthResponseSchema,
    errors: [],
    access: 'public',
  },
  ready: {
    summary:
      'Readiness: the database answers with every migration applied, Redis and the file storage answer',
    response: readinessSchema,
    errors: [503],
    access: 'public',
  },
  metrics: {
    summary: 'Prometheus metrics in the text format (an Admin, or the METRICS_TOKEN bearer token)',
    response: 'bytes',
    errors: [401, 403],
    access: { roles: ADMIN_ONLY },
  },
  config: {
    summary: 'What the browser needs to know',
    response: publicConfigSchema,
    errors: [],
    access: 'public',
  },
});
