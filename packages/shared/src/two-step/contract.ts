import { z } from 'zod';
import { ANY_ROLE } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { TWO_STEP_ENDPOINTS } from './endpoints.ts';
import {
  failedSignInListSchema,
  recoveryCodesSchema,
  sessionIdParamsSchema,
  sessionListSchema,
  twoStepCodeBodySchema,
  twoStepDisableBodySchema,
  twoStepMessageSchema,
  twoStepSettingSchema,
  twoStepSetupSchema,
  twoStepStatusSchema,
} from './schemas.ts';

/** Every signed-in person, also while the organisation makes them set two-step sign-in up. */
const OWN = { roles: ANY_ROLE, duringTwoStepSetup: true } as const;
const personParams = z.object({ id: z.uuid({ error: 'Employee not found.' }) });

export const TWO_STEP_CONTRACT = defineContract(TWO_STEP_ENDPOINTS, {
  status: {
    summary: "Whether the caller's two-step sign-in is on, and whether the organisation requires it",
    response: twoStepStatusSchema,
    errors: [401],
    access: OWN,
  },
  startSetup: {
    summary: 'Start setting up two-step sign-in: a new key for an authenticator app (not on until confirmed)',
    response: twoStepSetupSchema,
    errors: [401, 409],
    access: OWN,
  },
  confirmSetup: {
    summary:
      'Turn two-step sign-in on with a code from the app and the current password; answers the 10 recovery codes, shown once',
    body: twoStepCodeBodySchema,
    response: recoveryCodesSchema,
    errors: [400, 401, 409, 429],
    access: OWN,
  },
  regenerateRecoveryCodes: {
    summary:
      'New recovery codes (a current code and the current password confirm it); the old ones stop working',
    body: twoStepCodeBodySchema,
    response: recoveryCodesSchema,
    errors: [400, 401, 409, 429],
    access: { roles: ANY_ROLE },
  },
  disable: {
    summary: 'Turn two-step sign-in off, confirmed with a current code and the current password',
    body: twoStepDisableBodySchema,
    response: twoStepMessageSchema,
    errors: [400, 401, 403, 409, 429],
    access: { roles: ANY_ROLE },
  },
  sessions: {
    summary: "The caller's active sessions (device, address, times), the current one marked",
    response: sessionListSchema,
    errors: [401],
    access: OWN,
  },
  revokeSession: {
    summary: "Sign one of the caller's sessions out; its token stops working at once",
    params: sessionIdParamsSchema,
    response: twoStepMessageSchema,
    errors: [400, 401, 404],
    access: OWN,
  },
  signOutOthers: {
    summary: "Sign out every session of the caller's but this one",
    response: twoStepMessageSchema,
    errors: [401],
    access: OWN,
  },
  setting: {
    summary: 'Whether two-step sign-in is required for Admin and HR (Admin)',
    response: twoStepSettingSchema,
    errors: [401, 403],
  },
  updateSetting: {
    summary: 'Require two-step sign-in for Admin and HR, or not (Admin, audited)',
    body: twoStepSettingSchema,
    response: twoStepSettingSchema,
    errors: [400, 401, 403],
  },
  personStatus: {
    summary: "Whether a person's two-step sign-in is on (Admin)",
    params: personParams,
    response: twoStepStatusSchema,
    errors: [400, 401, 403, 404],
  },
  turnOffForPerson: {
    summary:
      "Turn another person's two-step sign-in off when they lost their app and codes (Admin, audited; never one's own: 409)",
    params: personParams,
    response: twoStepMessageSchema,
    errors: [400, 401, 403, 404, 409],
  },
  failedSignIns: {
    summary:
      'Recent failed sign-ins (Admin): e-mail as typed, client address, reason and count, newest first',
    response: failedSignInListSchema,
    errors: [401, 403],
  },
});
