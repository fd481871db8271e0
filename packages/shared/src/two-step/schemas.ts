import { z } from 'zod';

/** Two-step sign-in (issue 23, docs/security.md): TOTP codes of an authenticator app, and recovery codes. */
export const TWO_STEP_RECOVERY_CODE_COUNT = 10;

export const TWO_STEP_MESSAGES = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app, or a recovery code.',
  codeInvalid: 'That code is not right. Check your authenticator app and try again.',
  challengeExpired: 'This sign-in has expired. Please sign in again.',
  tooManyAttempts: 'Too many wrong codes.',
  notSetUp: 'Two-step sign-in is not turned on for this account.',
  alreadyOn: 'Two-step sign-in is already turned on.',
  setupNotStarted: 'Please start setting up two-step sign-in first.',
  passwordRequired: 'Please enter your current password.',
  passwordInvalid: 'The password is not right.',
  setupRequired:
    'Your organisation requires two-step sign-in for your account. Please set it up to continue.',
  turnedOff: 'Two-step sign-in has been turned off.',
  sessionNotFound: 'That session was not found. It may have ended already.',
  signedOut: 'The session has been signed out.',
  signedOutOthers: 'Every other session has been signed out.',
  /** Admin routes refuse the caller's own id (issue 39): a stolen token must not turn it off. */
  ownViaSelfService:
    'To change your own two-step sign-in, use the Two-step sign-in section of your details page: it asks for your current password and a code.',
} as const;

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx); spaces are ignored. */
const codeField = z
  .string({ error: TWO_STEP_MESSAGES.codeRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: TWO_STEP_MESSAGES.codeRequired })
      .max(32, { error: TWO_STEP_MESSAGES.codeInvalid }),
  );

/** The login answer for a person with two-step sign-in: no token yet, a short-lived challenge instead. */
export const twoStepChallengeSchema = z.object({
  twoStepRequired: z.literal(true),
  challenge: z.string(),
});
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>;

/** POST /api/auth/login/two-step. */
export const twoStepLoginBodySchema = z.object({
  challenge: z.string({ error: TWO_STEP_MESSAGES.challengeExpired }).min(1).max(2048),
  code: codeField,
});
export type TwoStepLoginBody = z.infer<typeof twoStepLoginBodySchema>;

/** GET /api/me/two-step: whether it is on, and whether the organisation requires it of this person. */
export const twoStepStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** POST /api/me/two-step/setup: the key to add to an authenticator app (shown once, while setting up). */
export const twoStepSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
});
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;

/** The current password: every change of one's own two-step sign-in asks for it (issue 39). */
const currentPasswordField = z
  .string({ error: TWO_STEP_MESSAGES.passwordRequired })
  .min(1, { error: TWO_STEP_MESSAGES.passwordRequired })
  .max(1024, { error: TWO_STEP_MESSAGES.passwordInvalid });

/** Turning it on, and new recovery codes: a code (from the app; or a recovery code) and the current password. */
export const twoStepCodeBodySchema = z.object({ code: codeField, password: currentPasswordField });
export type TwoStepCodeBody = z.infer<typeof twoStepCodeBodySchema>;

/** Shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Turning it off: a current code (or a recovery code) and the current password, both (issue 39). */
export const twoStepDisableBodySchema = z.object({ code: codeField, password: currentPasswordField });
export type TwoStepDisableBody = z.infer<typeof twoStepDisableBodySchema>;

/** GET /api/admin/security/failed-sign-ins: one row per e-mail as typed, client address and reason. */
export const failedSignInSchema = z.object({
  email: z.string(),
  ipAddress: z.string(),
  /** 'password': wrong password or unknown e-mail; 'code': wrong two-step code; 'delayed': refused, too soon. */
  reason: z.enum(['password', 'code', 'delayed']),
  failures: z.number().int(),
  firstAt: z.string(),
  lastAt: z.string(),
});
export type FailedSignIn = z.infer<typeof failedSignInSchema>;
export const failedSignInListSchema = z.array(failedSignInSchema);

export const twoStepSettingSchema = z.object({
  /** 'Require two-step sign-in for Admin and HR'. */
  requiredForStaff: z.boolean({ error: 'Please say whether two-step sign-in is required.' }),
});
export type TwoStepSetting = z.infer<typeof twoStepSettingSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  /** 'Chrome on Linux' style; 'Unknown device' when the browser did not say. */
  device: z.string(),
  ipAddress: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);

export const sessionIdParamsSchema = z.object({
  id: z.uuid({ error: TWO_STEP_MESSAGES.sessionNotFound }),
});

export const twoStepMessageSchema = z.object({ message: z.string() });
