import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Languages (issue 47, docs/languages.md): a person's own language on their profile, and the organisation's
 * default language and digits (the Admin). Schemas and access in contract.ts.
 */
export const LANGUAGE_ENDPOINTS = defineEndpoints({
  mine: { method: 'GET', path: '{area}/{own}/language', areas: ['employees'] },
  setMine: { method: 'PUT', path: '{area}/{own}/language', areas: ['employees'] },
  organisation: { method: 'GET', path: '{area}/organisation/language', areas: ['admin'] },
  setOrganisation: { method: 'PUT', path: '{area}/organisation/language', areas: ['admin'] },
});
