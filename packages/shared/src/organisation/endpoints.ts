import { defineEndpoints } from '../http/endpoints.ts';

/** The organisation profile and the setup guide (issue 40): schemas and access in contract.ts. */
export const ORGANISATION_ENDPOINTS = defineEndpoints({
  getProfile: { method: 'GET', path: '{area}/organisation', areas: ['admin'] },
  putProfile: { method: 'PUT', path: '{area}/organisation', areas: ['admin'] },
  uploadLogo: { method: 'POST', path: '{area}/organisation/logo', areas: ['admin'] },
  deleteLogo: { method: 'DELETE', path: '{area}/organisation/logo', areas: ['admin'] },
  logo: { method: 'GET', path: '/organisation/logo' },
  setupStatus: { method: 'GET', path: '{area}/setup-status', areas: ['admin'] },
});
