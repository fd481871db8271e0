import { defineEndpoints } from '../http/endpoints.ts';

/** Payroll settings, profiles, revisions and the tax estimate (issue 21): schemas and access in contract.ts. */
export const PAYROLL_SETTINGS_ENDPOINTS = defineEndpoints({
  getSettings: { method: 'GET', path: '/settings/payroll' },
  putSettings: { method: 'PUT', path: '/settings/payroll' },
  getProfile: { method: 'GET', path: '/employees/:id/payroll-profile' },
  putProfile: { method: 'PUT', path: '/employees/:id/payroll-profile' },
  listRevisions: { method: 'GET', path: '/employees/:id/salary-revisions' },
  addRevision: { method: 'POST', path: '/employees/:id/salary-revisions', status: 201 },
  taxEstimate: { method: 'GET', path: '/payroll/tax-estimate' },
});
