import { ADMIN_ONLY, ANY_ROLE, STAFF_ROLES } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { LIFECYCLE_ENDPOINTS } from './endpoints.ts';
import {
  confirmProbationBodySchema,
  extendProbationBodySchema,
  issueLetterParamsSchema,
  letterKindParamsSchema,
  letterPreviewBodySchema,
  letterTemplateBodySchema,
  letterTemplateListSchema,
  letterTemplateSchema,
  lifecyclePersonParamsSchema,
  lifecycleSettingsSchema,
  onboardingItemListSchema,
  personLetterListSchema,
  personLetterSchema,
  probationListSchema,
  probationOverrideBodySchema,
  probationSchema,
} from './schemas.ts';

const staff = { roles: STAFF_ROLES } as const;
const admin = { roles: ADMIN_ONLY } as const;
const ownOrStaff = { roles: ANY_ROLE, ownParam: 'id', othersAllowedFor: STAFF_ROLES } as const;

export const LIFECYCLE_CONTRACT = defineContract(LIFECYCLE_ENDPOINTS, {
  settings: {
    summary: 'The probation default (months, null when off) and the onboarding checklist (HR, Admin)',
    response: lifecycleSettingsSchema,
    errors: [401, 403],
    access: staff,
  },
  saveSettings: {
    summary: 'Save the probation default and the onboarding checklist (Admin), audited',
    body: lifecycleSettingsSchema,
    response: lifecycleSettingsSchema,
    errors: [400, 401, 403],
    access: admin,
  },
  probations: {
    summary: 'People with a probation: its end, reminder day and status (HR, Admin)',
    response: probationListSchema,
    errors: [401, 403],
    access: staff,
  },
  setProbation: {
    summary: 'A person’s own probation length, or null for the default (HR, Admin; never their own)',
    params: lifecyclePersonParamsSchema,
    body: probationOverrideBodySchema,
    response: probationSchema,
    errors: [400, 401, 403, 404, 409],
    access: staff,
  },
  confirmProbation: {
    summary: 'Confirm a person (HR, Admin; never their own): audited, the confirmation letter is issued',
    params: lifecyclePersonParamsSchema,
    body: confirmProbationBodySchema,
    response: probationSchema,
    errors: [400, 401, 403, 404, 409],
    access: staff,
  },
  extendProbation: {
    summary: 'Extend a probation by months with a reason (HR, Admin; never their own), audited',
    params: lifecyclePersonParamsSchema,
    body: extendProbationBodySchema,
    response: probationSchema,
    errors: [400, 401, 403, 404, 409],
    access: staff,
  },
  letterTemplates: {
    summary: 'The letter templates (offer/appointment, confirmation, relieving, experience) with their text',
    response: letterTemplateListSchema,
    errors: [401, 403],
    access: admin,
  },
  saveLetterTemplate: {
    summary: 'Save a letter template (Admin); an unknown placeholder is refused naming it',
    params: letterKindParamsSchema,
    body: letterTemplateBodySchema,
    response: letterTemplateSchema,
    errors: [400, 401, 403],
    access: admin,
  },
  resetLetterTemplate: {
    summary: 'Go back to the built-in text of a letter (Admin)',
    params: letterKindParamsSchema,
    response: letterTemplateSchema,
    errors: [400, 401, 403],
    access: admin,
  },
  previewLetter: {
    summary: 'A template (saved or not) filled for a chosen person, as a PDF (Admin); nothing is stored',
    params: letterKindParamsSchema,
    body: letterPreviewBodySchema,
    response: 'bytes',
    errors: [400, 401, 403, 404, 409],
    access: admin,
  },
  personLetters: {
    summary: 'Letters issued to a person, newest first, with short-lived links (the person; HR, Admin)',
    params: lifecyclePersonParamsSchema,
    response: personLetterListSchema,
    errors: [401, 403, 404],
    access: ownOrStaff,
  },
  issueLetter: {
    summary: 'Issue a letter to a person: the PDF is kept in their documents (HR, Admin; never to oneself)',
    params: issueLetterParamsSchema,
    response: personLetterSchema,
    errors: [400, 401, 403, 404, 409],
    access: staff,
  },
  onboarding: {
    summary:
      'The person’s own onboarding items (tasks from the checklist), open first (the person; HR, Admin)',
    params: lifecyclePersonParamsSchema,
    response: onboardingItemListSchema,
    errors: [401, 403, 404],
    access: ownOrStaff,
  },
});
