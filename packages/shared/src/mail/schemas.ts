import { z } from 'zod';

/**
 * E-mail the organisation sends (issue 23, docs/mail.md). Security mails (welcome, password reset) always go;
 * each other kind can be turned off by the person it is sent to.
 */
export const MAIL_KINDS = [
  'welcome',
  'password_reset',
  'leave_decided',
  'payslip_ready',
  'task_assigned',
  'notification',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The kinds a person may turn off, as the preference fields name them. */
export const MAIL_PREFERENCE_KINDS = {
  leaveDecided: 'leave_decided',
  payslipReady: 'payslip_ready',
  taskAssigned: 'task_assigned',
  notification: 'notification',
} as const satisfies Record<string, MailKind>;
export type MailPreferenceField = keyof typeof MAIL_PREFERENCE_KINDS;

export const MAIL_PREFERENCE_LABELS: Record<MailPreferenceField, string> = {
  leaveDecided: 'My leave request is approved or rejected',
  payslipReady: 'A new salary slip is ready',
  taskAssigned: 'A task is assigned to me',
  notification: 'HR or Admin sends me a notification',
};

export const MAIL_MESSAGES = {
  preferenceInvalid: 'Each e-mail preference must be true or false.',
  preferencesSaved: 'E-mail preferences saved.',
  preferencesFailed: 'Failed to save the e-mail preferences.',
  preferencesLoadFailed: 'Failed to load the e-mail preferences.',
  securityAlwaysSent: 'Sign-in and password e-mails are always sent.',
  employeeNotFound: 'Employee not found.',
  noFailures: 'No e-mail has failed.',
} as const;

const preferenceField = z.boolean({ error: MAIL_MESSAGES.preferenceInvalid });

/** GET and PUT /api/employees/:id/mail-preferences: every optional kind, on (true) or off. */
export const mailPreferencesSchema = z.object({
  leaveDecided: preferenceField,
  payslipReady: preferenceField,
  taskAssigned: preferenceField,
  notification: preferenceField,
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

export const DEFAULT_MAIL_PREFERENCES: MailPreferences = {
  leaveDecided: true,
  payslipReady: true,
  taskAssigned: true,
  notification: true,
};

export const mailPersonParamsSchema = z.object({ id: z.string() });

/** One message that could not be delivered after every retry (GET /api/admin/mail/failures). */
export const mailFailureSchema = z.object({
  id: z.string(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string(),
  /** ISO instant of the last attempt. */
  failedAt: z.string(),
});
export type MailFailure = z.infer<typeof mailFailureSchema>;

/** The newest failures (at most 50) and how many there are in all; `pending` counts messages still queued. */
export const mailFailuresSchema = z.object({
  failedCount: z.number().int(),
  pendingCount: z.number().int(),
  failures: z.array(mailFailureSchema),
});
export type MailFailures = z.infer<typeof mailFailuresSchema>;
