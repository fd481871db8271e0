import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for personal data (issue 23, docs/privacy.md): the Admin alone reveals an
 * identity number and sets the retention period; everyone downloads their own data, HR and Admin anyone's.
 */
const P = { id: 'person' } as const;

export const PRIVACY_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    path: '/api/employees/:id/payroll-profile/reveal',
    params: P,
    body: () => ({ field: 'pan' }),
    expect: '401 403 403 403 403 ok ok',
  },
  { method: 'GET', path: '/api/me/data-export', expect: '401 ok ok ok ok ok ok' },
  { method: 'GET', path: '/api/employees/:id/data-export', params: P, expect: '401 ok 403 ok ok ok ok' },
  { method: 'GET', path: '/api/settings/privacy', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'PUT',
    path: '/api/settings/privacy',
    body: () => ({ erasePersonalDataAfterMonths: 24 }),
    expect: '401 403 403 403 403 ok ok',
  },
];
