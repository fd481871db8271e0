import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Two-step sign-in and active sessions (issue 23, docs/security.md): a person's own set-up and sessions under
 * /me, the Admin's organisation setting and recovery path. Schemas and access in contract.ts.
 */
export const TWO_STEP_ENDPOINTS = defineEndpoints({
  status: { method: 'GET', path: '/me/two-step' },
  startSetup: { method: 'POST', path: '/me/two-step/setup' },
  confirmSetup: { method: 'POST', path: '/me/two-step/confirm' },
  regenerateRecoveryCodes: { method: 'POST', path: '/me/two-step/recovery-codes' },
  disable: { method: 'POST', path: '/me/two-step/disable' },
  sessions: { method: 'GET', path: '/me/sessions' },
  revokeSession: { method: 'DELETE', path: '/me/sessions/:id' },
  signOutOthers: { method: 'POST', path: '/me/sessions/sign-out-others' },
  setting: { method: 'GET', path: '{area}/settings/two-step', areas: ['admin'] },
  updateSetting: { method: 'PUT', path: '{area}/settings/two-step', areas: ['admin'] },
  personStatus: { method: 'GET', path: '{area}/people/:id/two-step', areas: ['admin'] },
  turnOffForPerson: { method: 'DELETE', path: '{area}/people/:id/two-step', areas: ['admin'] },
  failedSignIns: { method: 'GET', path: '{area}/security/failed-sign-ins', areas: ['admin'] },
});
