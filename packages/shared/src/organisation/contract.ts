import { z } from 'zod';
import { defineContract } from '../http/contract.ts';
import { ORGANISATION_ENDPOINTS } from './endpoints.ts';
import { organisationProfileBodySchema, organisationProfileSchema, setupStatusSchema } from './schemas.ts';

const errors = [400, 401, 403] as const;

export const ORGANISATION_CONTRACT = defineContract(ORGANISATION_ENDPOINTS, {
  getProfile: {
    summary: "The organisation's name, address, state and logo (Admin)",
    response: organisationProfileSchema,
    errors,
  },
  putProfile: {
    summary:
      "Set the organisation's name, address and state (Admin; audited): the header, mails and payslips use it",
    body: organisationProfileBodySchema,
    response: organisationProfileSchema,
    errors,
  },
  uploadLogo: {
    summary:
      'Upload the organisation logo (multipart field `logo`: PNG or JPEG, at most 512 KB; Admin; audited)',
    form: z.object({}),
    response: organisationProfileSchema,
    errors: [...errors, 413],
  },
  deleteLogo: {
    summary: 'Remove the organisation logo (Admin; audited)',
    response: organisationProfileSchema,
    errors,
  },
  logo: {
    summary: 'The organisation logo image (public: the sign-in screen and the header show it)',
    response: 'bytes',
    errors: [404],
    access: 'public',
  },
  setupStatus: {
    summary: 'The first-run checklist: each setup step done or not, from the data; where mail goes (Admin)',
    response: setupStatusSchema,
    errors,
  },
});
