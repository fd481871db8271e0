import { z } from 'zod';

/*
 * The organisation profile and the first-run setup guide (issue 40, docs/organisation.md). The name set here
 * is the one the header, the e-mails, the payslip and the exports use; a fresh install answers ORG_NAME.
 */

export const ORGANISATION_MESSAGES = {
  name: 'Please enter the organisation name (at most 120 characters).',
  addressLines: 'Please give the address in at most 4 lines of at most 120 characters each.',
  state: 'Please choose the state as its two-letter code, such as MH.',
  logoType: 'The logo must be a PNG or JPEG image.',
  logoTooLarge: (kb: number) => `The logo must be at most ${kb} KB.`,
  logoMissing: 'Please choose a logo image to upload.',
  noLogo: 'No logo has been uploaded.',
  saved: 'Organisation profile saved.',
} as const;

/** A logo is small: it sits in the header and on the payslip. */
export const LOGO_MAX_BYTES = 512 * 1024;

const line = z.string().trim().max(120, ORGANISATION_MESSAGES.addressLines);

/** What the Admin sends (PUT /api/admin/organisation). */
export const organisationProfileBodySchema = z.object({
  name: z
    .string(ORGANISATION_MESSAGES.name)
    .trim()
    .min(1, ORGANISATION_MESSAGES.name)
    .max(120, ORGANISATION_MESSAGES.name),
  addressLines: z
    .array(line, ORGANISATION_MESSAGES.addressLines)
    .max(4, ORGANISATION_MESSAGES.addressLines)
    // Blank lines are dropped: a form sends its empty inputs too.
    .transform((lines) => lines.filter((l) => l.length > 0)),
  state: z
    .string(ORGANISATION_MESSAGES.state)
    .regex(/^[A-Z]{2}$/, ORGANISATION_MESSAGES.state)
    .nullable(),
});
export type OrganisationProfileBody = z.infer<typeof organisationProfileBodySchema>;

export const organisationProfileSchema = z.object({
  name: z.string(),
  addressLines: z.array(z.string()),
  state: z.string().nullable(),
  /** `/api/organisation/logo?v=...` when a logo is uploaded, else null (public: it is on the sign-in screen). */
  logoUrl: z.string().nullable(),
  /** False on a fresh install: the name is ORG_NAME until an Admin saves one. */
  saved: z.boolean(),
});
export type OrganisationProfile = z.infer<typeof organisationProfileSchema>;

/** The steps of the first-run checklist, in the order an organisation does them. */
export const SETUP_STEP_IDS = [
  'organisation',
  'goLive',
  'holidays',
  'workWeek',
  'leavePolicies',
  'payrollSettings',
  'people',
  'openingBalances',
] as const;
export type SetupStepId = (typeof SETUP_STEP_IDS)[number];

export const SETUP_STEP_LABELS: Record<SetupStepId, string> = {
  organisation: 'Organisation name and address',
  goLive: 'Go-live date',
  holidays: 'Holidays',
  workWeek: 'Work week',
  leavePolicies: 'Leave policies',
  payrollSettings: 'Payroll settings',
  people: 'People',
  openingBalances: 'Opening balances',
};

export const setupStatusSchema = z.object({
  steps: z.array(
    z.object({
      id: z.enum(SETUP_STEP_IDS),
      done: z.boolean(),
      /** Not buildable from the screens yet: shown as 'Coming soon', not counted as left to do. */
      available: z.boolean(),
    }),
  ),
  /** Where mail goes: SMTP, or files in the outbox folder (its path on the server) when SMTP_URL is unset. */
  mail: z.object({ mode: z.enum(['smtp', 'outbox']), outboxPath: z.string().nullable() }),
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;
