import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Payroll (spec section 7): the Admin generates slips (a background batch: 202 at once) and reads
 * everyone's records; every role reads and downloads its own history under its own area. Schemas and
 * access in contract.ts.
 */
export const PAYROLL_ENDPOINTS = defineEndpoints({
  generate: { method: 'POST', path: '{area}/generate-salary', areas: ['admin'], status: 202 },
  listAll: { method: 'GET', path: '{area}/salaries', areas: ['admin'] },
  exportAll: { method: 'GET', path: '{area}/salaries/export', areas: ['admin'] },
  listOwn: { method: 'GET', path: '{area}/{own}/salaries', areas: ['employees', 'admin', 'hr'] },
  exportOwn: { method: 'GET', path: '{area}/{own}/salaries/export', areas: ['employees', 'admin', 'hr'] },
});
