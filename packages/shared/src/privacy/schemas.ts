import { z } from 'zod';
import { REVEALABLE_FIELDS } from '../payroll-settings/identity.ts';

/*
 * Personal data (issue 23, docs/privacy.md): the Admin's audited reveal of one identity number, a person's
 * own data as a ZIP, and how long what a deletion leaves behind is kept.
 */

export const PRIVACY_MESSAGES = {
  field: "The field is 'pan', 'uan' or 'bankAccount'.",
  months: 'The retention period is a whole number of months from 1 to 120, or empty to keep the trail.',
  employeeNotFound: 'Employee not found.',
  saved: 'Privacy settings saved.',
  exportFailed: 'Failed to prepare your data. Please try again.',
  tooManyExports: 'Data can be downloaded 3 times an hour. Please try again later.',
} as const;

/** POST /api/employees/{id}/payroll-profile/reveal (Admin). */
export const revealBodySchema = z.object({
  field: z.enum(REVEALABLE_FIELDS, { message: PRIVACY_MESSAGES.field }),
});
export type RevealBody = z.infer<typeof revealBodySchema>;
export const revealSchema = z.object({
  field: z.enum(REVEALABLE_FIELDS),
  /** The whole number (null: not set). */
  value: z.string().nullable(),
});
export type Reveal = z.infer<typeof revealSchema>;

/** Data exports of one person that one caller may start per rolling hour (each is a whole ZIP of files). */
export const DATA_EXPORTS_PER_HOUR = 3;

export const privacyPersonParamsSchema = z.object({ id: z.string() });

/**
 * GET/PUT /api/settings/privacy (Admin). A deletion erases a person's records at once; the audit trail keeps
 * its entries about them (snapshots with name and e-mail) for this many months after the deletion, then the
 * daily retention job empties those snapshots. null (a fresh install): the trail is kept.
 */
export const privacySettingsSchema = z.object({
  erasePersonalDataAfterMonths: z
    .number({ message: PRIVACY_MESSAGES.months })
    .int(PRIVACY_MESSAGES.months)
    .min(1, PRIVACY_MESSAGES.months)
    .max(120, PRIVACY_MESSAGES.months)
    .nullable(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = { erasePersonalDataAfterMonths: null };
