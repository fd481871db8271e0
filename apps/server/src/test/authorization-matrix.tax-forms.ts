import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for the tax forms (issue 44): everyone declares their own rent and earlier
 * employer and asks for their own certificate (409: the world has no finalised slip); Admin and HR read and
 * verify anyone's under their own prefix (nothing declared: 404), read the employer's TAN, the quarter of
 * Form 138 and the LWF return, upload and list Form 130 Part A; only the Admin sets the TAN.
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
const NOTHING_DECLARED = ['401 403 403 403 403 404 404', '401 403 403 404 404 403 403'] as const;

export const TAX_FORMS_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/tax-year/me/extras', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/tax-year/me/rent',
    body: (c) => ({ year: yearOf(c.today), monthlyRent: 5_000, city: 'PUNE' }),
    expect: '401 ok ok ok ok ok ok',
  },
  {
    method: 'PUT',
    path: '/api/tax-year/me/previous-employment',
    body: (c) => ({ year: yearOf(c.today), employerName: 'Old Co', gross: 1_000, tds: 0 }),
    expect: '401 ok ok ok ok ok ok',
  },
  { method: 'GET', path: '/api/tax-year/me/form-130', expect: '401 409 409 409 409 409 409' },
  ...both('/employees/:id/tax-year/extras', { method: 'GET', params: P }, ...STAFF_OK),
  ...both(
    '/employees/:id/tax-year/rent',
    { method: 'PUT', params: P, body: (c) => ({ year: yearOf(c.today), status: 'accepted' }) },
    ...NOTHING_DECLARED,
  ),
  ...both(
    '/employees/:id/tax-year/previous-employment',
    { method: 'PUT', params: P, body: (c) => ({ year: yearOf(c.today), status: 'accepted' }) },
    ...NOTHING_DECLARED,
  ),
  ...both(
    '/employees/:id/tax-year/form-130',
    { method: 'GET', params: P },
    '401 403 403 403 403 409 409',
    '401 403 403 409 409 403 403',
  ),
  ...both('/tax-year/deductor', { method: 'GET' }, ...STAFF_OK),
  {
    method: 'PUT',
    path: '/api/admin/tax-year/deductor',
    body: () => ({ tan: null, pan: null, responsiblePerson: null }),
    expect: '401 403 403 403 403 ok ok',
  },
  ...both('/tax-year/form-138', { method: 'GET', query: { year: '2026', quarter: '2' } }, ...STAFF_OK),
  ...both(
    '/tax-year/form-138/export',
    { method: 'GET', query: { year: '2026', quarter: '2', format: 'csv' } },
    ...STAFF_OK,
  ),
  ...both(
    '/tax-year/lwf-return',
    { method: 'GET', query: { year: '2026', half: '2', state: 'MH', format: 'csv' } },
    ...STAFF_OK,
  ),
  ...both('/tax-year/register', { method: 'GET', query: { year: '2026' } }, ...STAFF_OK),
  ...both(
    '/tax-year/register/export',
    { method: 'GET', query: { year: '2026', month: '11', format: 'csv' } },
    ...STAFF_OK,
  ),
  // Bulk Form 130: a year without a finalised slip (409: no run starts in the shared world); a run's id that is
  // no run answers 404.
  ...both(
    '/tax-forms/form130/bulk',
    { method: 'POST', body: () => ({ year: 2099 }) },
    '401 403 403 403 403 409 409',
    '401 403 403 409 409 403 403',
  ),
  ...both(
    '/tax-forms/form130/bulk/:id',
    { method: 'GET', params: P },
    '401 403 403 403 403 404 404',
    '401 403 403 404 404 403 403',
  ),
  // Form 130 Part A: an upload without files answers 400 (uploads with files: form130-part-a.test.ts).
  ...both(
    '/tax-forms/form130/part-a',
    { method: 'POST' },
    '401 403 403 403 403 400 400',
    '401 403 403 400 400 403 403',
  ),
  ...both('/tax-forms/form130/part-a', { method: 'GET', query: { year: '2026' } }, ...STAFF_OK),
];
