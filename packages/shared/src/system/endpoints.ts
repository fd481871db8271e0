import { defineEndpoints } from '../http/endpoints.ts';

/**
 * What anyone may ask before signing in: is the server up, and the organisation's settings. `live` and `ready`
 * are the orchestrator's probes (docs/deploy.md): the process answers; every dependency answers.
 */
export const SYSTEM_ENDPOINTS = defineEndpoints({
  health: { method: 'GET', path: '/health' },
  live: { method: 'GET', path: '/health/live' },
  ready: { method: 'GET', path: '/health/ready' },
  metrics: { method: 'GET', path: '/metrics' },
  config: { method: 'GET', path: '/config' },
});
