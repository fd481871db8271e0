import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for approvals by the manager (issue 42). The world runs the default flow
 * ('hr'), so nobody is a current decider: the manager's queue is empty for everyone and the manager's
 * decisions are 403 (HR and Admin decide through the spec's routes). The flow setting is the Admin's.
 * Delegations are always the caller's own (a stranger's or an unknown id is 404). The relation (a manager
 * who is an Employee, an HR who manages nobody, a person in another branch) is walked under each flow in
 * modules/approvals/approvals.flows.test.ts and modules/attendance/corrections.flows.test.ts.
 */
export const APPROVALS_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/admin/approval-settings', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'PUT',
    path: '/api/admin/approval-settings',
    expect: '401 403 403 403 403 ok ok',
    body: () => ({ flow: 'hr', escalationDays: 3 }),
  },
  { method: 'GET', path: '/api/approvals/leave-requests', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/approvals/leave-requests/:id/approve',
    params: { id: 'leave' },
    expect: '401 403 403 403 403 403 403',
  },
  {
    method: 'PUT',
    path: '/api/approvals/leave-requests/:id/reject',
    params: { id: 'leave' },
    body: () => ({ rejectionReason: 'Team is short that week' }),
    expect: '401 403 403 403 403 403 403',
  },
  // Corrections under the flows (issue 42): the same rule; under 'hr' nobody is a current decider.
  { method: 'GET', path: '/api/approvals/corrections', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/approvals/corrections/:id/approve',
    params: { id: 'correction' },
    expect: '401 403 403 403 403 403 403',
  },
  {
    method: 'PUT',
    path: '/api/approvals/corrections/:id/reject',
    params: { id: 'correction' },
    body: () => ({ reason: 'Matrix says no.' }),
    expect: '401 403 403 403 403 403 403',
  },
  { method: 'GET', path: '/api/approvals/delegations', expect: '401 ok ok ok ok ok ok' },
  // Everyone's delegations: HR's and the Admin's oversight.
  { method: 'GET', path: '/api/approvals/delegations/all', expect: '401 403 403 ok ok ok ok' },
  {
    method: 'POST',
    path: '/api/approvals/delegations',
    // Handing one's approvals to the target person; one's own id is refused (400); an Employee may pick only
    // people of their own branch of the tree or HR/Admin, and Employee B is in none (404, no id echoed).
    body: (c) => ({ delegateId: c.personId, startDate: c.today, endDate: c.freeFutureDate }),
    expect: '401 400 404 400 ok 400 ok',
  },
  {
    method: 'DELETE',
    path: '/api/approvals/delegations/:id',
    params: { id: 'leave' },
    expect: '401 404 404 404 404 404 404',
  },
  // HR and the Admin set a delegation for anyone: the target's approvals go to the caller; a person handing to
  // themselves (HR's and Admin's own column) is 400.
  {
    method: 'POST',
    path: '/api/approvals/delegations/all',
    body: (c) => ({
      delegatorId: c.personId,
      delegateId: c.callerId,
      startDate: c.today,
      endDate: c.freeFutureDate,
    }),
    expect: '401 403 403 400 ok 400 ok',
  },
  {
    method: 'DELETE',
    path: '/api/approvals/delegations/all/:id',
    params: { id: 'leave' },
    expect: '401 403 403 404 404 404 404',
  },
];
