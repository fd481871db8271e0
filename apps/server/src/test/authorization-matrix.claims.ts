import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for expense claims, advances and loans (issue 45). Anyone reads the
 * categories, submits their own claim and asks for an advance; only the Admin changes categories; HR and Admin
 * list everyone's advances, record a loan (never their own: 403) and mark or adjust one. Decisions are open to
 * every role at the role check (a manager decides as a person); here the id names no claim or advance, so every
 * signed-in caller gets 404. The successful calls, "not waiting for you" and "not your own" are in
 * modules/claims/claims.routes.test.ts and modules/advances/advances.routes.test.ts.
 */
const nothing = { id: 'leave' } as const;

export const CLAIM_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/claims/categories', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'POST',
    path: '/api/claims/categories',
    expect: '401 403 403 403 403 ok ok',
    body: (c) => ({
      name: `Matrix ${c.unique}`,
      perClaimLimit: null,
      perMonthLimit: null,
      mileageRate: null,
      taxable: false,
    }),
  },
  {
    method: 'PUT',
    path: '/api/claims/categories/:id',
    params: nothing,
    expect: '401 403 403 403 403 404 404',
    body: () => ({
      name: 'Matrix',
      perClaimLimit: null,
      perMonthLimit: null,
      mileageRate: null,
      taxable: false,
    }),
  },
  { method: 'GET', path: '/api/claims', expect: '401 ok ok ok ok ok ok' },
  // No lines: refused after the role check (400); submissions with receipts are in claims.routes.test.ts.
  { method: 'POST', path: '/api/claims', expect: '401 400 400 400 400 400 400' },
  { method: 'GET', path: '/api/claims/queue', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'POST',
    path: '/api/claims/:id/decision',
    params: nothing,
    expect: '401 404 404 404 404 404 404',
    body: () => ({ action: 'reject', reason: 'Matrix' }),
  },
  {
    method: 'POST',
    path: '/api/advances',
    expect: '401 ok ok ok ok ok ok',
    body: () => ({ amount: 1000, reason: 'Matrix', instalments: 2 }),
  },
  { method: 'GET', path: '/api/advances', expect: '401 403 403 ok ok ok ok' },
  {
    method: 'GET',
    path: '/api/advances/people/:id',
    params: { id: 'person' },
    expect: '401 ok 403 ok ok ok ok',
  },
  {
    method: 'POST',
    path: '/api/advances/people/:id',
    params: { id: 'person' },
    expect: '401 403 403 403 ok 403 ok',
    body: () => ({ amount: 1000, reason: 'Matrix', instalments: 2, disbursal: 'separate' }),
  },
  { method: 'GET', path: '/api/advances/queue', expect: '401 ok ok ok ok ok ok' },
  { method: 'GET', path: '/api/advances/to-pay', expect: '401 403 403 ok ok ok ok' },
  // Nothing is approved to be paid separately with bank details here: 409 past the role check.
  { method: 'GET', path: '/api/advances/bank-file', expect: '401 403 403 409 409 409 409' },
  {
    method: 'POST',
    path: '/api/advances/:id/decision',
    params: nothing,
    expect: '401 404 404 404 404 404 404',
    body: () => ({ action: 'reject', reason: 'Matrix' }),
  },
  {
    method: 'POST',
    path: '/api/advances/:id/paid',
    params: nothing,
    expect: '401 403 403 404 404 404 404',
    body: (c) => ({ paidOn: c.today }),
  },
  {
    method: 'POST',
    path: '/api/advances/:id/adjust',
    params: nothing,
    expect: '401 403 403 404 404 404 404',
    body: () => ({ action: 'waive', reason: 'Matrix' }),
  },
];
