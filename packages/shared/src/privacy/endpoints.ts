import { defineEndpoints } from '../http/endpoints.ts';

/** Personal data (issue 23, docs/privacy.md): schemas and access in contract.ts. */
export const PRIVACY_ENDPOINTS = defineEndpoints({
  reveal: { method: 'POST', path: '/employees/:id/payroll-profile/reveal' },
  myDataExport: { method: 'GET', path: '/me/data-export' },
  personDataExport: { method: 'GET', path: '/employees/:id/data-export' },
  getSettings: { method: 'GET', path: '/settings/privacy' },
  putSettings: { method: 'PUT', path: '/settings/privacy' },
});
