import { defineEndpoints } from '../http/endpoints.ts';

/** What anyone may ask before signing in: is the server up, and the organisation's settings. */
export const SYSTEM_ENDPOINTS = defineEndpoints({
  health: { method: 'GET', path: '/health' },
  config: { method: 'GET', path: '/config' },
});
