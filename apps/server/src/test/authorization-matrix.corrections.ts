import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for attendance corrections (see authorization-matrix.ts for the columns).
 * Everyone asks for themself (never for another: the person is the caller); approvers decide only someone
 * else's request, so HR and the Admin get 403 on their own (hrSelf, admSelf).
 */
export const CORRECTION_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    path: '/api/attendance/corrections',
    expect: '401 ok ok ok ok ok ok',
    // The seeded world has a pending request for the 18th; this asks about the 19th.
    body: () => ({ date: '2026-11-19', checkIn: '09:30', reason: 'Matrix forgot to punch.' }),
  },
  { method: 'GET', path: '/api/attendance/corrections/mine', expect: '401 ok ok ok ok ok ok' },
  { method: 'GET', path: '/api/attendance/corrections', expect: '401 403 403 ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/attendance/corrections/:id/approve',
    params: { id: 'correction' },
    expect: '401 403 403 403 ok 403 ok',
  },
  {
    method: 'PUT',
    path: '/api/attendance/corrections/:id/reject',
    params: { id: 'correction' },
    expect: '401 403 403 403 ok 403 ok',
    body: () => ({ reason: 'Matrix says no.' }),
  },
  { method: 'GET', path: '/api/settings/attendance-corrections', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/settings/attendance-corrections',
    expect: '401 403 403 403 403 ok ok',
    body: () => ({ maxPerMonth: 3, maxDaysBack: 7 }),
  },
  // Go-live and bulk marking (issue 40): the date is read by anyone, set by the Admin; marking is staff's.
  { method: 'GET', path: '/api/settings/go-live', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/settings/go-live',
    expect: '401 403 403 403 403 ok ok',
    body: () => ({ goLive: null }),
  },
  {
    method: 'POST',
    path: '/api/hr/attendance/bulk-mark',
    expect: '401 403 403 ok ok 403 403',
    body: (c) => ({ from: c.today, to: c.today, employeeIds: [c.personId], status: 'Present', dryRun: true }),
  },
  {
    method: 'POST',
    path: '/api/admin/attendance/bulk-mark',
    expect: '401 403 403 403 403 ok ok',
    body: (c) => ({ from: c.today, to: c.today, employeeIds: [c.personId], status: 'Present', dryRun: true }),
  },
  {
    method: 'POST',
    path: '/api/hr/attendance/import',
    expect: '401 403 403 ok ok 403 403',
    body: () => ({ csv: 'employee,date,status\r\n', dryRun: true }),
  },
  {
    method: 'POST',
    path: '/api/admin/attendance/import',
    expect: '401 403 403 403 403 ok ok',
    body: () => ({ csv: 'employee,date,status\r\n', dryRun: true }),
  },
];
