import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Approvals by the manager (issue 42): the Admin's flow setting, and each person's delegations. The manager's
 * queue and decisions are leave's (LEAVE_ENDPOINTS: pendingForMe, approveAsDecider, rejectAsDecider).
 */
export const APPROVALS_ENDPOINTS = defineEndpoints({
  getSettings: { method: 'GET', path: '{area}/approval-settings', areas: ['admin'] },
  putSettings: { method: 'PUT', path: '{area}/approval-settings', areas: ['admin'] },
  delegations: { method: 'GET', path: '/approvals/delegations' },
  delegate: { method: 'POST', path: '/approvals/delegations', status: 201 },
  removeDelegation: { method: 'DELETE', path: '/approvals/delegations/:id' },
  allDelegations: { method: 'GET', path: '/approvals/delegations/all' },
  delegateFor: { method: 'POST', path: '/approvals/delegations/all', status: 201 },
  removeAnyDelegation: { method: 'DELETE', path: '/approvals/delegations/all/:id' },
});
