import { defineEndpoints } from '../http/endpoints.ts';

/** The organisation's holidays (issue 19); schemas and access in contract.ts. */
export const HOLIDAY_ENDPOINTS = defineEndpoints({
  list: { method: 'GET', path: '/holidays' },
  create: { method: 'POST', path: '/holidays', status: 201 },
  importCsv: { method: 'POST', path: '/holidays/import' },
  addNational: { method: 'POST', path: '/holidays/national' },
  update: { method: 'PUT', path: '/holidays/:id' },
  remove: { method: 'DELETE', path: '/holidays/:id' },
});
