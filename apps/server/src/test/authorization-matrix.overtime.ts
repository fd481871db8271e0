import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for overtime (issue 45, docs/overtime.md). The settings are the Admin's; a
 * person's own claims are theirs only; HR's and the Admin's list under their prefix; anyone may ask for the
 * claims waiting for them (empty in this world). The world has no claims, so deciding one (a leave's id stands
 * in) is 404 for everyone: the relation (manager, stranger, the claimant) is walked in
 * modules/overtime/overtime.api.test.ts.
 */
export const OVERTIME_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/admin/overtime-settings', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'PUT',
    path: '/api/admin/overtime-settings',
    expect: '401 403 403 403 403 ok ok',
    body: () => ({
      enabled: false,
      afterShiftEnd: true,
      dailyLimitHours: 9,
      weeklyLimitHours: 48,
      minimumMinutes: 30,
      multiplier: 2,
      divisorDays: 26,
      divisorHours: 8,
      capState: null,
    }),
  },
  {
    method: 'GET',
    path: '/api/employees/:id/overtime',
    params: { id: 'person' },
    expect: '401 ok 403 ok 403 ok 403',
  },
  {
    method: 'GET',
    path: '/api/employees/:id/comp-off',
    params: { id: 'person' },
    expect: '401 ok 403 ok 403 ok 403',
  },
  { method: 'GET', path: '/api/admin/overtime-claims', expect: '401 403 403 403 403 ok ok' },
  { method: 'GET', path: '/api/hr/overtime-claims', expect: '401 403 403 ok ok 403 403' },
  { method: 'GET', path: '/api/approvals/overtime-claims', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/approvals/overtime-claims/:id/approve',
    params: { id: 'leave' },
    body: () => ({}),
    expect: '401 404 404 404 404 404 404',
  },
  {
    method: 'PUT',
    path: '/api/approvals/overtime-claims/:id/reject',
    params: { id: 'leave' },
    body: () => ({ reason: 'Not asked for' }),
    expect: '401 404 404 404 404 404 404',
  },
];
