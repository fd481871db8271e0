import { defineEndpoints } from '../http/endpoints.ts';

/**
 * The tax year (issue 44, docs/tax-year.md): a person's regime for the year, their old-regime declarations,
 * HR's verification, the Admin's windows. Schemas and access in contract.ts.
 */
export const TAX_YEAR_ENDPOINTS = defineEndpoints({
  myTaxYear: { method: 'GET', path: '/tax-year/me' },
  chooseRegime: { method: 'PUT', path: '/tax-year/me/regime' },
  declare: { method: 'PUT', path: '/tax-year/me/declarations' },
  personTaxYear: { method: 'GET', path: '{area}/employees/:id/tax-year', areas: ['admin', 'hr'] },
  setRegime: { method: 'PUT', path: '{area}/employees/:id/tax-year/regime', areas: ['admin', 'hr'] },
  verifyDeclaration: {
    method: 'PUT',
    path: '{area}/employees/:id/tax-year/declarations/:lineId',
    areas: ['admin', 'hr'],
  },
  setWindow: { method: 'PUT', path: '{area}/tax-year/windows/:year', areas: ['admin'] },
});
