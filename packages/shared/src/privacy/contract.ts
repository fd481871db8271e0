import { ADMIN_ONLY, ANY_ROLE, STAFF_ROLES } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { PRIVACY_ENDPOINTS } from './endpoints.ts';
import {
  privacyPersonParamsSchema,
  privacySettingsSchema,
  revealBodySchema,
  revealSchema,
} from './schemas.ts';

export const PRIVACY_CONTRACT = defineContract(PRIVACY_ENDPOINTS, {
  reveal: {
    summary:
      "One identity number of a person's payroll profile in full (Admin; audited: who, whose, which field)",
    params: privacyPersonParamsSchema,
    body: revealBodySchema,
    response: revealSchema,
    errors: [400, 401, 403, 404],
    access: { roles: ADMIN_ONLY },
  },
  myDataExport: {
    summary:
      'Your own data as a ZIP: profile.json, attendance, leave and salary CSVs, payslip PDFs (audited)',
    response: 'bytes',
    errors: [401, 429],
    access: { roles: ANY_ROLE },
  },
  personDataExport: {
    summary: "A person's data as a ZIP (the person; HR and Admin for anyone, HR without pay; audited)",
    params: privacyPersonParamsSchema,
    response: 'bytes',
    errors: [401, 403, 404, 429],
    access: { roles: ANY_ROLE, ownParam: 'id', othersAllowedFor: STAFF_ROLES },
  },
  getSettings: {
    summary: 'Privacy settings: how long the audit trail keeps what it says of deleted people (Admin)',
    response: privacySettingsSchema,
    errors: [401, 403],
    access: { roles: ADMIN_ONLY },
  },
  putSettings: {
    summary: 'Change the privacy settings (Admin; audited)',
    body: privacySettingsSchema,
    response: privacySettingsSchema,
    errors: [400, 401, 403],
    access: { roles: ADMIN_ONLY },
  },
});
