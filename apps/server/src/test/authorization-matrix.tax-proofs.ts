import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for the tax proofs and Form 12BB (issue 44): everyone lists, uploads and
 * removes their own proofs and downloads their own Form 12BB (an empty upload: 400; a proof that is not theirs:
 * 404); Admin and HR read anyone's under their own prefix. Uploads with files are in tax-proofs.routes.test.ts.
 */
const P = { id: 'person' } as const;
const both = (path: string, admin: string, hr: string): MatrixRow[] => [
  { method: 'GET', path: `/api/admin${path}`, params: P, expect: admin },
  { method: 'GET', path: `/api/hr${path}`, params: P, expect: hr },
];
const STAFF_OK = ['401 403 403 403 403 ok ok', '401 403 403 ok ok 403 403'] as const;

export const TAX_PROOFS_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/tax-year/me/proofs', expect: '401 ok ok ok ok ok ok' },
  { method: 'POST', path: '/api/tax-year/me/proofs', expect: '401 400 400 400 400 400 400' },
  {
    method: 'DELETE',
    path: '/api/tax-year/me/proofs/:proofId',
    params: { proofId: 'taxLine' },
    expect: '401 404 404 404 404 404 404',
  },
  { method: 'GET', path: '/api/tax-year/me/form-12bb', expect: '401 ok ok ok ok ok ok' },
  ...both('/employees/:id/tax-year/proofs', ...STAFF_OK),
  ...both('/employees/:id/tax-year/form-12bb', ...STAFF_OK),
];
