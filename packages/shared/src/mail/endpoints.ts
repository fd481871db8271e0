import { defineEndpoints } from '../http/endpoints.ts';

/**
 * E-mail (issue 23, docs/mail.md): a person's own mail preferences (the Admin may read anyone's) and the
 * Admin's view of messages that could not be delivered. Schemas and access in contract.ts.
 */
export const MAIL_ENDPOINTS = defineEndpoints({
  preferences: { method: 'GET', path: '{area}/{own}/mail-preferences', areas: ['employees'] },
  updatePreferences: { method: 'PUT', path: '{area}/{own}/mail-preferences', areas: ['employees'] },
  failures: { method: 'GET', path: '{area}/mail/failures', areas: ['admin'] },
});
