import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Bulk import (issue 43): Admin and HR download a template per kind and send a filled CSV or XLSX file as
 * the request body; `?dryRun=true` (the default) checks every row and writes nothing, `false` commits the
 * whole file in one transaction. Schemas and access in contract.ts.
 */
export const IMPORT_ENDPOINTS = defineEndpoints({
  template: { method: 'GET', path: '/imports/:kind/template' },
  run: { method: 'POST', path: '/imports/:kind' },
});
