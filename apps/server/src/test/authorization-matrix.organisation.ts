import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for the organisation profile and the setup guide (issue 40): the Admin
 * alone reads and changes them; the logo image is public (the header shows it), and 404 while there is none.
 */
export const ORGANISATION_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/admin/organisation', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'PUT',
    path: '/api/admin/organisation',
    body: () => ({ name: 'Matrix Org', addressLines: ['1 Main Road', 'Pune 411001'], state: 'MH' }),
    expect: '401 403 403 403 403 ok ok',
  },
  // The Admin passes the role check and is refused for sending no file (400): the upload is tested with files.
  { method: 'POST', path: '/api/admin/organisation/logo', expect: '401 403 403 403 403 400 400' },
  { method: 'DELETE', path: '/api/admin/organisation/logo', expect: '401 403 403 403 403 ok ok' },
  { method: 'GET', path: '/api/organisation/logo', expect: '404 404 404 404 404 404 404' },
  { method: 'GET', path: '/api/admin/setup-status', expect: '401 403 403 403 403 ok ok' },
  // The Payroll Run card's state (issue 40 item 8): the Admin's, like every payroll-run route.
  {
    method: 'GET',
    path: '/api/admin/payroll-runs/:period',
    params: { period: 'runPeriod' },
    expect: '401 403 403 403 403 ok ok',
  },
];
