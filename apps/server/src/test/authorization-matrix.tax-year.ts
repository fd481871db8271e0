import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for the tax year (issue 44): everyone reads and writes their own under
 * /tax-year/me (the regime choice is 409 while no window is open, as in the world); Admin and HR read, set the
 * regime of and verify anyone under their own prefix (a line that does not exist: 404); the Admin sets the windows.
 */
const P = { id: 'person' } as const;
const yearOf = (today: string) =>
  Number(today.slice(5, 7)) >= 4 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
const both = (
  path: string,
  rest: Omit<MatrixRow, 'path' | 'expect'>,
  admin: string,
  hr: string,
): MatrixRow[] => [
  { ...rest, path: `/api/admin${path}`, expect: admin },
  { ...rest, path: `/api/hr${path}`, expect: hr },
];
const STAFF_OK = ['401 403 403 403 403 ok ok', '401 403 403 ok ok 403 403'] as const;

export const TAX_YEAR_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/tax-year/me', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/tax-year/me/regime',
    body: (c) => ({ year: yearOf(c.today), regime: 'old' }),
    expect: '401 409 409 409 409 409 409',
  },
  {
    method: 'PUT',
    path: '/api/tax-year/me/declarations',
    body: (c) => ({ year: yearOf(c.today), lines: [{ section: 'S123', amount: 1000 }] }),
    expect: '401 ok ok ok ok ok ok',
  },
  ...both('/employees/:id/tax-year', { method: 'GET', params: P }, ...STAFF_OK),
  ...both(
    '/employees/:id/tax-year/regime',
    {
      method: 'PUT',
      params: P,
      body: (c) => ({ year: yearOf(c.today), regime: 'old', reason: 'Asked by e-mail' }),
    },
    ...STAFF_OK,
  ),
  ...both(
    '/employees/:id/tax-year/declarations/:lineId',
    { method: 'PUT', params: { id: 'person', lineId: 'taxLine' }, body: () => ({ status: 'accepted' }) },
    '401 403 403 403 403 404 404',
    '401 403 403 404 404 403 403',
  ),
  {
    method: 'PUT',
    path: '/api/admin/tax-year/windows/:year',
    params: { year: 'taxYear' },
    body: () => ({ regimeUntil: null, proofsFrom: null }),
    expect: '401 403 403 403 403 ok ok',
  },
];
