import { defineEndpoints } from '../http/endpoints.ts';

/**
 * On-duty and work from home (issue 45, docs/overtime.md): a person's own requests, HR's and the Admin's list,
 * the caller's queue and the decisions (the approvals module's decider, or HR and Admin; never the requester).
 */
export const ON_DUTY_ENDPOINTS = defineEndpoints({
  request: { method: 'POST', path: '{area}/{own}/on-duty', areas: ['employees'], status: 201 },
  modes: { method: 'GET', path: '{area}/{own}/on-duty-modes', areas: ['employees'] },
  listOwn: { method: 'GET', path: '{area}/{own}/on-duty', areas: ['employees'] },
  cancelOwn: { method: 'PUT', path: '/employees/:id/on-duty/:requestId/cancel' },
  listForStaff: { method: 'GET', path: '{area}/on-duty-requests', areas: ['admin', 'hr'] },
  cancelForStaff: { method: 'PUT', path: '{area}/on-duty-requests/:id/cancel', areas: ['admin', 'hr'] },
  pendingForMe: { method: 'GET', path: '/approvals/on-duty-requests' },
  approve: { method: 'PUT', path: '/approvals/on-duty-requests/:id/approve' },
  reject: { method: 'PUT', path: '/approvals/on-duty-requests/:id/reject' },
});
