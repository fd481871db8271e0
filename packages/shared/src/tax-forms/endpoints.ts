import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Tax forms (issue 44, docs/tax-year.md): house rent and previous employment declared and verified, the
 * employer's TAN, Form 130 (was Form 16) Part B, Form 138 (was 24Q) quarterly data, the LWF half-yearly return,
 * the tax register by month and by year, Form 130 Part A imported from TRACES files.
 */
export const TAX_FORMS_ENDPOINTS = defineEndpoints({
  myExtras: { method: 'GET', path: '/tax-year/me/extras' },
  declareRent: { method: 'PUT', path: '/tax-year/me/rent' },
  declarePrevious: { method: 'PUT', path: '/tax-year/me/previous-employment' },
  myForm130: { method: 'GET', path: '/tax-year/me/form-130' },
  personExtras: { method: 'GET', path: '{area}/employees/:id/tax-year/extras', areas: ['admin', 'hr'] },
  verifyRent: { method: 'PUT', path: '{area}/employees/:id/tax-year/rent', areas: ['admin', 'hr'] },
  verifyPrevious: {
    method: 'PUT',
    path: '{area}/employees/:id/tax-year/previous-employment',
    areas: ['admin', 'hr'],
  },
  personForm130: { method: 'GET', path: '{area}/employees/:id/tax-year/form-130', areas: ['admin', 'hr'] },
  deductor: { method: 'GET', path: '{area}/tax-year/deductor', areas: ['admin', 'hr'] },
  setDeductor: { method: 'PUT', path: '{area}/tax-year/deductor', areas: ['admin'] },
  form138: { method: 'GET', path: '{area}/tax-year/form-138', areas: ['admin', 'hr'] },
  form138Export: { method: 'GET', path: '{area}/tax-year/form-138/export', areas: ['admin', 'hr'] },
  lwfReturn: { method: 'GET', path: '{area}/tax-year/lwf-return', areas: ['admin', 'hr'] },
  taxRegister: { method: 'GET', path: '{area}/tax-year/register', areas: ['admin', 'hr'] },
  taxRegisterExport: { method: 'GET', path: '{area}/tax-year/register/export', areas: ['admin', 'hr'] },
  form130BulkStart: {
    method: 'POST',
    path: '{area}/tax-forms/form130/bulk',
    areas: ['admin', 'hr'],
    status: 202,
  },
  form130BulkStatus: { method: 'GET', path: '{area}/tax-forms/form130/bulk/:id', areas: ['admin', 'hr'] },
  form130PartAUpload: { method: 'POST', path: '{area}/tax-forms/form130/part-a', areas: ['admin', 'hr'] },
  form130PartAList: { method: 'GET', path: '{area}/tax-forms/form130/part-a', areas: ['admin', 'hr'] },
});
