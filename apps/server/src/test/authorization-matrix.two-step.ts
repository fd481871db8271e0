import type { MatrixRow } from './authorization-matrix.ts';

/** Rows of the authorisation matrix for two-step sign-in and active sessions (issue 23, docs/security.md). */
const P = { id: 'person' } as const;

// Columns of every `expect`: anon empSelf empOther hrSelf hrOther admSelf admOther
export const TWO_STEP_ROWS: MatrixRow[] = [
  // Public: a challenge nobody was given is refused for every caller, signed in or not.
  {
    method: 'POST',
    path: '/api/auth/login/two-step',
    body: () => ({ challenge: 'not.a-challenge', code: '123456' }),
    expect: '401 401 401 401 401 401 401',
  },
  // Sign-out ends the caller's own session only: nothing to point at someone else's.
  { method: 'POST', path: '/api/auth/logout', expect: '401 ok ok ok ok ok ok' },
  // One's own two-step sign-in: /me names the caller, so there is no one else's to reach.
  { method: 'GET', path: '/api/me/two-step', expect: '401 ok ok ok ok ok ok' },
  { method: 'POST', path: '/api/me/two-step/setup', expect: '401 ok ok ok ok ok ok' },
  // Nobody in the world has started a set-up or turned it on: past the access check, 409.
  {
    method: 'POST',
    path: '/api/me/two-step/confirm',
    body: () => ({ code: '123456', password: 'correct-horse-42' }),
    expect: '401 409 409 409 409 409 409',
  },
  {
    method: 'POST',
    path: '/api/me/two-step/recovery-codes',
    body: () => ({ code: '123456', password: 'correct-horse-42' }),
    expect: '401 409 409 409 409 409 409',
  },
  {
    method: 'POST',
    path: '/api/me/two-step/disable',
    body: () => ({ code: '123456', password: 'correct-horse-42' }),
    expect: '401 409 409 409 409 409 409',
  },
  { method: 'GET', path: '/api/me/sessions', expect: '401 ok ok ok ok ok ok' },
  // A session id is only ever the caller's own: any other id (here a person's id) is not found.
  {
    method: 'DELETE',
    path: '/api/me/sessions/:id',
    params: P,
    expect: '401 404 404 404 404 404 404',
  },
  { method: 'POST', path: '/api/me/sessions/sign-out-others', expect: '401 ok ok ok ok ok ok' },
  // The organisation's requirement and the recovery path: the Admin's.
  { method: 'GET', path: '/api/admin/settings/two-step', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'PUT',
    path: '/api/admin/settings/two-step',
    body: () => ({ requiredForStaff: false }),
    expect: '401 403 403 403 403 ok ok',
  },
  { method: 'GET', path: '/api/admin/people/:id/two-step', params: P, expect: '401 403 403 403 403 ok ok' },
  // Never the Admin's own (409, issue 39): a stolen Admin token must not turn it off; /me asks for a code.
  {
    method: 'DELETE',
    path: '/api/admin/people/:id/two-step',
    params: P,
    expect: '401 403 403 403 403 409 ok',
  },
  // Recent failed sign-ins (issue 39): the Admin's, read-only.
  { method: 'GET', path: '/api/admin/security/failed-sign-ins', expect: '401 403 403 403 403 ok ok' },
];
