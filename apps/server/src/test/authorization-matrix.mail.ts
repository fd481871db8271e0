import type { MatrixRow } from './authorization-matrix.ts';

/** Rows of the authorisation matrix for mail and the forgotten password (issue 23). */
const P = { id: 'person' } as const;
const PREFERENCES = { leaveDecided: true, payslipReady: false, taskAssigned: true, notification: true };

export const MAIL_ROWS: MatrixRow[] = [
  // One's own preferences: the person reads and changes them; the Admin may read anyone's, HR nobody else's.
  {
    method: 'GET',
    path: '/api/employees/:id/mail-preferences',
    params: P,
    expect: '401 ok 403 ok 403 ok ok',
  },
  {
    method: 'PUT',
    path: '/api/employees/:id/mail-preferences',
    params: P,
    body: () => PREFERENCES,
    expect: '401 ok 403 ok 403 ok 403',
  },
  { method: 'GET', path: '/api/admin/mail/failures', expect: '401 403 403 403 403 ok ok' },
  // Public by nature: the same answer for everyone (an address nobody has, so no mail goes out).
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: (c) => ({ email: `matrix-${c.unique}@example.com` }),
    expect: 'ok ok ok ok ok ok ok',
  },
  // A token nobody was given: 400 for every caller, signed in or not.
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    body: () => ({ token: 'A'.repeat(43), newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' }),
    expect: '400 400 400 400 400 400 400',
  },
];
