import { defineEndpoints } from '../http/endpoints.ts';

/** Signing in and the session (spec section 7), its second step with two-step sign-in, signing out, and the forgotten password (issue 23). Schemas and access in contract.ts. */
export const AUTH_ENDPOINTS = defineEndpoints({
  login: { method: 'POST', path: '/auth/login' },
  loginTwoStep: { method: 'POST', path: '/auth/login/two-step' },
  me: { method: 'GET', path: '/auth/me' },
  logout: { method: 'POST', path: '/auth/logout' },
  forgotPassword: { method: 'POST', path: '/auth/forgot-password' },
  resetPassword: { method: 'POST', path: '/auth/reset-password' },
});
