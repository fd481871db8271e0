import { z } from 'zod';

/** Own password change and Admin reset (issue 9). The 8-character minimum matches the employee form. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

export const ACCOUNT_MESSAGES = {
  currentRequired: 'Please enter your current password.',
  newTooShort: `The new password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: 'The password is too long.',
  mismatch: 'The new passwords do not match.',
  sameAsCurrent: 'The new password must be different from the current one.',
  wrongCurrent: 'The current password is incorrect.',
  tooManyAttempts: 'Too many wrong passwords.',
  changed: 'Your password has been changed. Other sessions have been signed out.',
  changeFailed: 'Failed to change password.',
  resetDone: (name: string) => `The password of ${name} has been reset. Their sessions have been signed out.`,
  resetFailed: 'Failed to reset password.',
  cannotResetSelf: 'Use "Change password" to change your own password.',
  /** PUT /api/admin/employees/{ownId} with a password or a new e-mail (issue 39): 409. */
  ownCredentialsViaSelfService:
    'To change your own password or e-mail, use "Change password" (it asks for your current password); an Admin route cannot change your own sign-in.',
  codeRequired:
    'Two-step sign-in is on: please also enter a code from your authenticator app, or a recovery code.',
  codeInvalid: 'That code is not right. Check your authenticator app and try again.',
  employeeNotFound: 'Employee not found.',
} as const;

const newPasswordField = z
  .string({ error: ACCOUNT_MESSAGES.newTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: ACCOUNT_MESSAGES.newTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.tooLong });

/** POST /api/auth/change-password; the form and the server check the same rules. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentRequired })
      .min(1, { error: ACCOUNT_MESSAGES.currentRequired })
      .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.tooLong }),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: ACCOUNT_MESSAGES.mismatch }),
    /** With two-step sign-in on: a code from the app or a recovery code (issue 39); ignored when it is off. */
    code: z.string().max(64, { error: ACCOUNT_MESSAGES.codeInvalid }).optional(),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    error: ACCOUNT_MESSAGES.mismatch,
    path: ['confirmPassword'],
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    error: ACCOUNT_MESSAGES.sameAsCurrent,
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordSchema>;

/** A fresh token so the tab that changed the password stays signed in; every other token is revoked. */
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** POST /api/admin/employees/:id/reset-password: a typed password, or none to have one generated. */
export const resetPasswordSchema = z.object({
  password: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    newPasswordField.optional(),
  ),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordSchema>;

/** The reset dialog's form: the same rule, with '' meaning "generate one for me". */
export const resetPasswordFormSchema = z.object({
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.tooLong })
    .refine((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, {
      error: ACCOUNT_MESSAGES.newTooShort,
    }),
});
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const resetPasswordResponseSchema = z.object({
  message: z.string(),
  /** Present only when the server generated the password: shown to the Admin once, never stored in clear. */
  generatedPassword: z.string().optional(),
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;
