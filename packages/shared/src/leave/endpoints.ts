import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Leave (spec section 7): everyone applies under their personal area; Admin and HR decide under their
 * own prefix, both reaching the same rules. Schemas and access in contract.ts.
 */
export const LEAVE_ENDPOINTS = defineEndpoints({
  listOwn: { method: 'GET', path: '{area}/{own}/leaves', areas: ['employees'] },
  apply: { method: 'POST', path: '{area}/{own}/leaves', areas: ['employees'], status: 201 },
  listForApprovers: { method: 'GET', path: '{area}/leave-requests', areas: ['admin', 'hr'] },
  approve: { method: 'PUT', path: '{area}/leave-requests/:id/approve', areas: ['admin', 'hr'] },
  reject: { method: 'PUT', path: '{area}/leave-requests/:id/reject', areas: ['admin', 'hr'] },
  // Issue 42, approvals by the manager: what waits for the caller (a manager or delegate), and their decisions.
  pendingForMe: { method: 'GET', path: '/approvals/leave-requests' },
  approveAsDecider: { method: 'PUT', path: '/approvals/leave-requests/:id/approve' },
  rejectAsDecider: { method: 'PUT', path: '/approvals/leave-requests/:id/reject' },
});
