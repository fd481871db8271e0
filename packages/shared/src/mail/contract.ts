import { ADMIN_ONLY } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { MAIL_ENDPOINTS } from './endpoints.ts';
import { mailFailuresSchema, mailPreferencesSchema } from './schemas.ts';

export const MAIL_CONTRACT = defineContract(MAIL_ENDPOINTS, {
  preferences: {
    summary: "A person's e-mail preferences (the person; the Admin may read anyone's)",
    response: mailPreferencesSchema,
    errors: [401, 403, 404],
    access: { othersAllowedFor: ADMIN_ONLY },
  },
  updatePreferences: {
    summary: 'Turn each kind of e-mail on or off (the person only); security mails are always sent',
    body: mailPreferencesSchema,
    response: mailPreferencesSchema,
    errors: [400, 401, 403, 404],
  },
  failures: {
    summary: 'Messages not delivered after every retry, newest first, and the count still queued (Admin)',
    response: mailFailuresSchema,
    errors: [401, 403],
  },
});
