import { z } from 'zod';

/** Two-step sign-in (issue 23, docs/security.md): TOTP codes of an authenticator app, and recovery codes. */
export const TWO_STEP_RECOVERY_CODE_COUNT = 10;

export const TWO_STEP_MESSAGES = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app, or a recovery code.',
  codeInvalid: 'That code is not right. Check your authenticator app and try again.',
  challengeExpired: 'This sign-in has expired. Please sign in again.',
  tooManyAttempts: 'Too many wrong codes. Please wait a few minutes and try again.',
  notSetUp: 'Two-step sign-in is not turned on for this account.',
  alreadyOn: 'Two-step sign-in is already turned on.',
  setupNotStarted: 'Please start setting up two-step sign-in first.',
  confirmRequired: 'Please enter a code from your authenticator app or your password.',
  passwordInvalid: 'The password is not right.',
  setupRequired:
    'Your organisation requires two-step sign-in for your account. Please set it up to continue.',
  turnedOff: 'Two-step sign-in has been turned off.',
  sessionNotFound: 'That session was not found. It may have ended already.',
  signedOut: 'The session has been signed out.',
  signedOutOthers: 'Every other session has been signed out.',
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

export const twoStepCodeBodySchema = z.object({ code: codeField });
export type TwoStepCodeBody = z.infer<typeof twoStepCodeBodySchema>;

/** Shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Turning it off: a current code or the password. */
export const twoStepDisableBodySchema = z
  .object({
    code: codeField.optional(),
    password: z.string().max(1024).optional(),
  })
  .refine((body) => Boolean(body.code) || Boolean(body.password?.length), {
    error: TWO_STEP_MESSAGES.confirmRequired,
  });
export type TwoStepDisableBody = z.infer<typeof twoStepDisableBodySchema>;

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
