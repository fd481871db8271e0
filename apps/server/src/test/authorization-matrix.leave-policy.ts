import { DEFAULT_LEAVE_POLICIES } from '@hrms/shared';
import { FREE_FUTURE_DATE } from './authorization-dates.ts';
import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for leave policies and balances (issue 20). The world's seeded leave is
 * Pending, so staff cancelling it through the staff path get 409 (only an approved one is theirs to cancel);
 * adjustments on the fresh install's unlimited types are 422 once the caller is allowed.
 */
const P = { id: 'person' } as const;

export const LEAVE_POLICY_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/leave-policies', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/leave-policies',
    body: () => ({ policies: [] }),
    expect: '401 403 403 403 403 ok ok',
  },
  {
    method: 'PUT',
    path: '/api/leave-policies/:type',
    params: { type: 'leaveType' },
    // The fresh install's own policy again: the rest of the matrix keeps running without quotas.
    body: () => DEFAULT_LEAVE_POLICIES['Paid Leave'],
    expect: '401 403 403 403 403 ok ok',
  },
  { method: 'GET', path: '/api/employees/:id/leave-balances', params: P, expect: '401 ok 403 ok ok ok ok' },
  { method: 'GET', path: '/api/employees/:id/leave-ledger', params: P, expect: '401 ok 403 ok ok ok ok' },
  {
    method: 'POST',
    path: '/api/employees/:id/leave-adjustments',
    params: P,
    body: () => ({ type: 'Paid Leave', days: 1, reason: 'matrix' }),
    // Four-eyes (issue 39): one's own balance is refused before the unlimited-type check (hrSelf, admSelf).
    expect: '401 403 403 403 422 403 422',
  },
  {
    method: 'GET',
    path: '/api/employees/:id/leave-preview',
    params: P,
    query: { type: 'Paid Leave', startDate: FREE_FUTURE_DATE },
    expect: '401 ok 403 ok 403 ok 403',
  },
  {
    method: 'PUT',
    path: '/api/employees/:id/leaves/:leaveId/cancel',
    params: { id: 'person', leaveId: 'leave' },
    body: () => ({}),
    expect: '401 ok 403 ok 403 ok 403',
  },
  {
    // My own path, someone else's request: not found, never cancelled.
    method: 'PUT',
    path: '/api/employees/:id/leaves/:leaveId/cancel',
    params: { id: 'caller', leaveId: 'leave' },
    body: () => ({}),
    variant: 'own path, their request',
    expect: '401 ok 404 ok 404 ok 404',
  },
  {
    method: 'PUT',
    path: '/api/admin/leave-requests/:id/cancel',
    params: { id: 'leave' },
    body: () => ({ reason: 'matrix' }),
    // Four-eyes (issue 39): one's own request is refused whatever its state (admSelf).
    expect: '401 403 403 403 403 403 409',
  },
  {
    method: 'PUT',
    path: '/api/hr/leave-requests/:id/cancel',
    params: { id: 'leave' },
    body: () => ({ reason: 'matrix' }),
    // Four-eyes (issue 39): one's own request is refused whatever its state (hrSelf).
    expect: '401 403 403 403 409 403 403',
  },
  {
    method: 'GET',
    path: '/api/leave-calendar',
    query: { month: '2026-11' },
    expect: '401 ok ok ok ok ok ok',
  },
  // Issue 40: opening balances (HR, Admin). A dry run, so the matrix's world keeps no quota; on the fresh
  // install each row answers its error (no quota) in a 200.
  {
    method: 'POST',
    path: '/api/leave-opening-balances',
    body: (c) => ({
      asOf: c.today,
      dryRun: true,
      rows: [{ employeeId: c.personId, type: 'Paid Leave', days: 1 }],
    }),
    expect: '401 403 403 ok ok ok ok',
  },
  {
    method: 'POST',
    path: '/api/leave-opening-balances/csv',
    body: (c) => ({ asOf: c.today, dryRun: true, csv: `email,type,days\n${c.personEmail},Paid Leave,1\n` }),
    expect: '401 403 403 ok ok ok ok',
  },
  // Issue 40 item 4: leave types. Everyone signed in reads them; the Admin adds custom ones (a fresh name and
  // code per request) and may not change or retire a built-in one (400).
  { method: 'GET', path: '/api/leave-types', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'POST',
    path: '/api/admin/leave-types',
    body: (c) => ({
      name: `Matrix ${c.unique}`,
      code: `X${c.unique.slice(0, 5)}`,
      paid: true,
      multiDay: true,
    }),
    expect: '401 403 403 403 403 ok ok',
  },
  {
    method: 'PUT',
    path: '/api/admin/leave-types/:code',
    params: { code: 'leaveTypeCode' },
    body: () => ({ name: 'Paid Leave', code: 'PL', paid: true, multiDay: true }),
    expect: '401 403 403 403 403 400 400',
  },
  {
    method: 'PUT',
    path: '/api/admin/leave-types/:code/archive',
    params: { code: 'leaveTypeCode' },
    body: () => ({ archived: true }),
    expect: '401 403 403 403 403 400 400',
  },
  // Issue 42: everyone's balances cut by department and location (HR, Admin, each through their own prefix).
  {
    method: 'GET',
    path: '/api/admin/leave-balances',
    query: { subtotals: 'true' },
    expect: '401 403 403 403 403 ok ok',
  },
  {
    method: 'GET',
    path: '/api/hr/leave-balances',
    query: { subtotals: 'true' },
    expect: '401 403 403 ok ok 403 403',
  },
  {
    method: 'GET',
    path: '/api/admin/leave-balances/export',
    query: { format: 'csv', subtotals: 'true' },
    expect: '401 403 403 403 403 ok ok',
  },
  {
    method: 'GET',
    path: '/api/hr/leave-balances/export',
    query: { format: 'csv', subtotals: 'true' },
    expect: '401 403 403 ok ok 403 403',
  },
];
