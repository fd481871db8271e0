import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Proofs of the tax year's declarations and Form 12BB (issue 44, docs/tax-year.md "Proofs"): a person attaches
 * files to their own lines and downloads their declaration as Form 12BB; Admin and HR see anyone's beside the
 * lines they verify.
 */
export const TAX_PROOFS_ENDPOINTS = defineEndpoints({
  myProofs: { method: 'GET', path: '/tax-year/me/proofs' },
  uploadProof: { method: 'POST', path: '/tax-year/me/proofs', status: 201 },
  removeProof: { method: 'DELETE', path: '/tax-year/me/proofs/:proofId' },
  myForm12bb: { method: 'GET', path: '/tax-year/me/form-12bb' },
  personProofs: { method: 'GET', path: '{area}/employees/:id/tax-year/proofs', areas: ['admin', 'hr'] },
  personForm12bb: { method: 'GET', path: '{area}/employees/:id/tax-year/form-12bb', areas: ['admin', 'hr'] },
});
