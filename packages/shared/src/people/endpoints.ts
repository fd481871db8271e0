import { defineEndpoints } from '../http/endpoints.ts';

/**
 * The person (spec sections 2, 6 and 7): Admin and HR list and add people under their own prefix; only
 * Admin updates, deletes and resets a password; everyone changes their own password and reads and fills
 * in their own details page (Admin and HR may read anyone's). Schemas and access in contract.ts.
 */
export const PEOPLE_ENDPOINTS = defineEndpoints({
  list: { method: 'GET', path: '{area}/employees', areas: ['admin', 'hr'] },
  create: { method: 'POST', path: '{area}/employees', areas: ['admin', 'hr'], status: 201 },
  update: { method: 'PUT', path: '{area}/employees/:id', areas: ['admin'] },
  remove: { method: 'DELETE', path: '{area}/employees/:id', areas: ['admin'] },
  resetPassword: { method: 'POST', path: '{area}/employees/:id/reset-password', areas: ['admin'] },
  changePassword: { method: 'POST', path: '/auth/change-password' },
  details: { method: 'GET', path: '/details/:id' },
  updateDetails: { method: 'PUT', path: '/details/:id' },
});
