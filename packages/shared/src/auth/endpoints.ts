import { defineEndpoints } from '../http/endpoints.ts';

/** Signing in and the session (spec section 7). Schemas and access in contract.ts. */
export const AUTH_ENDPOINTS = defineEndpoints({
  login: { method: 'POST', path: '/auth/login' },
  me: { method: 'GET', path: '/auth/me' },
});
