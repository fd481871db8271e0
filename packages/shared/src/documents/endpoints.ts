import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Documents (spec section 6): the uploads themselves arrive with the details form (people.updateDetails);
 * here the Admin lets a person re-upload one locked document once. Schemas and access in contract.ts.
 */
export const DOCUMENT_ENDPOINTS = defineEndpoints({
  grantReupload: { method: 'PUT', path: '{area}/grant-reupload-access', areas: ['admin'] },
  /** One document of a person as a fresh signed link, audited (HR: a reason for identity documents). */
  open: { method: 'POST', path: '{area}/people/:id/documents/open', areas: ['admin', 'hr'] },
});
