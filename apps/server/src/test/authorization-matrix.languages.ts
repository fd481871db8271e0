import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for languages (issue 47): a person reads and sets only their own language
 * (nobody sets another's, the Admin included); the organisation's default is the Admin's.
 */
const P = { id: 'person' } as const;

export const LANGUAGE_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/employees/:id/language', params: P, expect: '401 ok 403 ok 403 ok 403' },
  {
    method: 'PUT',
    path: '/api/employees/:id/language',
    params: P,
    body: () => ({ language: 'hi' }),
    expect: '401 ok 403 ok 403 ok 403',
  },
  { method: 'GET', path: '/api/admin/organisation/language', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'PUT',
    path: '/api/admin/organisation/language',
    body: () => ({ defaultLanguage: 'en', digits: 'latin' }),
    expect: '401 403 403 403 403 ok ok',
  },
];
