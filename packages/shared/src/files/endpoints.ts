import { defineEndpoints } from '../http/endpoints.ts';

/** Stored files through short-lived signed links (the token is the authorisation). */
export const FILE_ENDPOINTS = defineEndpoints({
  file: { method: 'GET', path: '/files/:token' },
});
