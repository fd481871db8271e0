import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for on-duty / work from home (issue 45, docs/overtime.md). A person's own
 * requests are theirs only (asking is refused 409 while the Admin has not turned the mode on: the matrix world
 * is a fresh install); HR's and the Admin's list under their prefix; anyone may ask for the requests waiting for
 * them. The world has no requests, so deciding one (a leave's id stands in) is 404 for everyone: the relation
 * (manager, stranger, the requester) is walked in modules/on-duty/on-duty.api.test.ts.
 */
export const ON_DUTY_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    path: '/api/employees/:id/on-duty',
    params: { id: 'person' },
    body: () => ({ mode: 'wfh', from: '2026-11-23', reason: 'Plumber visiting' }),
    expect: '401 409 403 409 403 409 403',
  },
  {
    method: 'GET',
    path: '/api/employees/:id/on-duty-modes',
    params: { id: 'person' },
    expect: '401 ok 403 ok 403 ok 403',
  },
  {
    method: 'GET',
    path: '/api/employees/:id/on-duty',
    params: { id: 'person' },
    expect: '401 ok 403 ok 403 ok 403',
  },
  {
    // Only the person on their own path; the world has no requests, so a leave's id is not found there.
    method: 'PUT',
    path: '/api/employees/:id/on-duty/:requestId/cancel',
    params: { id: 'person', requestId: 'leave' },
    expect: '401 404 403 404 403 404 403',
  },
  { method: 'GET', path: '/api/admin/on-duty-requests', expect: '401 403 403 403 403 ok ok' },
  { method: 'GET', path: '/api/hr/on-duty-requests', expect: '401 403 403 ok ok 403 403' },
  {
    // HR and the Admin under their prefix; the world has no requests, so a leave's id is not found.
    method: 'PUT',
    path: '/api/admin/on-duty-requests/:id/cancel',
    params: { id: 'leave' },
    body: () => ({ reason: 'Plans changed' }),
    expect: '401 403 403 403 403 404 404',
  },
  {
    method: 'PUT',
    path: '/api/hr/on-duty-requests/:id/cancel',
    params: { id: 'leave' },
    body: () => ({ reason: 'Plans changed' }),
    expect: '401 403 403 404 404 403 403',
  },
  { method: 'GET', path: '/api/approvals/on-duty-requests', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/approvals/on-duty-requests/:id/approve',
    params: { id: 'leave' },
    expect: '401 404 404 404 404 404 404',
  },
  {
    method: 'PUT',
    path: '/api/approvals/on-duty-requests/:id/reject',
    params: { id: 'leave' },
    body: () => ({ reason: 'Not needed' }),
    expect: '401 404 404 404 404 404 404',
  },
];
