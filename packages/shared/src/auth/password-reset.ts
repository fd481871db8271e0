import { z } from 'zod';
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../people/accounts.ts';

/** Forgotten password (issue 23, docs/security.md): a one-time link by e-mail, valid 30 minutes. */
export const PASSWORD_RESET_MINUTES = 30;

export const PASSWORD_RESET_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  /** The same answer whether or not the address belongs to someone: nobody learns who has an account. */
  linkSent:
    'If an account uses this email address, a link to choose a new password is on its way. It is valid for 30 minutes.',
  tokenInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordSet: 'Your password has been changed. Please sign in with the new password.',
  tooManyRequests: 'Too many password reset requests. Please wait a few minutes and try again.',
  requestFailed: 'Failed to send the password reset link.',
  resetFailed: 'Failed to change the password.',
} as const;

/** POST /api/auth/forgot-password. */
export const forgotPasswordBodySchema = z.object({
  email: z
    .string({ error: PASSWORD_RESET_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: PASSWORD_RESET_MESSAGES.emailRequired })
    .max(254, { error: PASSWORD_RESET_MESSAGES.emailRequired }),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** The link's token: 32 random bytes, base64url (43 characters). */
const tokenField = z
  .string({ error: PASSWORD_RESET_MESSAGES.tokenInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: PASSWORD_RESET_MESSAGES.tokenInvalid });

/** POST /api/auth/reset-password: the same password rules as changing one's password. */
export const resetForgottenPasswordBodySchema = z
  .object({
    token: tokenField,
    newPassword: z
      .string({ error: ACCOUNT_MESSAGES.newTooShort })
      .min(PASSWORD_MIN_LENGTH, { error: ACCOUNT_MESSAGES.newTooShort })
      .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.tooLong }),
    confirmPassword: z.string({ error: ACCOUNT_MESSAGES.mismatch }),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    error: ACCOUNT_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type ResetForgottenPasswordBody = z.infer<typeof resetForgottenPasswordBodySchema>;

export const passwordResetAnswerSchema = z.object({ message: z.string() });
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>;
