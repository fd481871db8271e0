import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Overtime (issue 45, docs/overtime.md): the Admin's settings, each person's own claims, HR's and Admin's list,
 * and the decisions: the current decider (the approvals module's rule) or HR and Admin, never the claimant.
 */
export const OVERTIME_ENDPOINTS = defineEndpoints({
  getSettings: { method: 'GET', path: '{area}/overtime-settings', areas: ['admin'] },
  putSettings: { method: 'PUT', path: '{area}/overtime-settings', areas: ['admin'] },
  listOwn: { method: 'GET', path: '{area}/{own}/overtime', areas: ['employees'] },
  compOffBalance: { method: 'GET', path: '{area}/{own}/comp-off', areas: ['employees'] },
  listForStaff: { method: 'GET', path: '{area}/overtime-claims', areas: ['admin', 'hr'] },
  pendingForMe: { method: 'GET', path: '/approvals/overtime-claims' },
  approve: { method: 'PUT', path: '/approvals/overtime-claims/:id/approve' },
  reject: { method: 'PUT', path: '/approvals/overtime-claims/:id/reject' },
});
