import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for exits and settlements (issue 43). Anyone resigns (their own); a person's
 * exit is read by the person, HR and Admin (empOther 403); HR and Admin record an exit for someone else, never
 * their own (403). Routes on an exit id are staff-only (403 to employees before any lookup) or the person's own
 * (the service answers 403 for someone else's): here the id names no exit, so the allowed callers get 404;
 * the successful calls and "another employee cannot see my settlement" are in modules/exit/exit.routes.test.ts.
 */
const notAnExit = { id: 'leave' } as const;
const staffOnExit = '401 403 403 404 404 404 404';
const anyoneOnExit = '401 404 404 404 404 404 404';

export const EXIT_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    path: '/api/exits/resignation',
    expect: '401 ok ok ok ok ok ok',
    body: (c) => ({ lastWorkingDay: c.freeFutureDate, reason: `Matrix ${c.unique}` }),
  },
  {
    method: 'GET',
    path: '/api/exits/people/:id',
    params: { id: 'person' },
    expect: '401 ok 403 ok ok ok ok',
  },
  {
    method: 'POST',
    path: '/api/exits/people/:id',
    params: { id: 'person' },
    expect: '401 403 403 403 ok 403 ok',
    body: (c) => ({ kind: 'Retirement', lastWorkingDay: c.freeFutureDate, reason: `Matrix ${c.unique}` }),
  },
  { method: 'GET', path: '/api/exits', expect: '401 403 403 ok ok ok ok' },
  { method: 'POST', path: '/api/exits/:id/withdraw', params: notAnExit, expect: anyoneOnExit },
  {
    method: 'POST',
    path: '/api/exits/:id/accept',
    params: notAnExit,
    expect: staffOnExit,
    body: (c) => ({ lastWorkingDay: c.freeFutureDate }),
  },
  { method: 'GET', path: '/api/exits/:id/settlement', params: notAnExit, expect: staffOnExit },
  {
    method: 'PUT',
    path: '/api/exits/:id/settlement',
    params: notAnExit,
    expect: staffOnExit,
    body: () => ({ adjustments: [] }),
  },
  { method: 'POST', path: '/api/exits/:id/settlement/finalise', params: notAnExit, expect: staffOnExit },
  { method: 'GET', path: '/api/exits/:id/settlement/pdf', params: notAnExit, expect: anyoneOnExit },
  {
    method: 'GET',
    path: '/api/exits/:id/letters/:kind',
    params: { id: 'leave', kind: 'letterKind' },
    expect: anyoneOnExit,
  },
  // Issue 43, after the last day. Rehiring someone who has not left is 409 for HR and Admin (the successful
  // rehire is in modules/exit/after-last-day.test.ts); never one's own (403).
  {
    method: 'POST',
    path: '/api/exits/people/:id/rehire',
    params: { id: 'person' },
    expect: '401 403 403 403 409 403 409',
    body: () => ({ joinedOn: '2027-01-04', reason: 'Matrix rehire' }),
  },
  {
    method: 'GET',
    path: '/api/exits/people/:id/periods',
    params: { id: 'person' },
    expect: '401 ok 403 ok ok ok ok',
  },
  { method: 'GET', path: '/api/exits/settlements/due', expect: '401 403 403 ok ok ok ok' },
  {
    method: 'POST',
    path: '/api/exits/:id/settlement/adjustments',
    params: notAnExit,
    expect: staffOnExit,
    body: () => ({ explanation: 'Matrix', adjustments: [] }),
  },
  {
    method: 'POST',
    path: '/api/exits/:id/settlement/paid',
    params: notAnExit,
    expect: staffOnExit,
    body: () => ({ paidOn: '2026-11-20', reference: 'UTR 1' }),
  },
  {
    method: 'POST',
    path: '/api/exits/:id/settlement/pay-with-run',
    params: notAnExit,
    expect: staffOnExit,
    body: () => ({ month: 'November 2026' }),
  },
  // The manager flows: anyone may ask what waits for them (nothing, here); accepting one that does not wait for
  // the caller is 403 from the approval rule, an unknown exit 404 first.
  { method: 'GET', path: '/api/exits/team', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'POST',
    path: '/api/exits/:id/manager-accept',
    params: notAnExit,
    expect: anyoneOnExit,
    body: (c) => ({ lastWorkingDay: c.freeFutureDate }),
  },
];
