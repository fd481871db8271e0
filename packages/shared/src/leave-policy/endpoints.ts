import { defineEndpoints } from '../http/endpoints.ts';

/** Leave policies and balances (issue 20): schemas and access in contract.ts. */
export const LEAVE_POLICY_ENDPOINTS = defineEndpoints({
  getPolicies: { method: 'GET', path: '/leave-policies' },
  putPolicies: { method: 'PUT', path: '/leave-policies' },
  putPolicy: { method: 'PUT', path: '/leave-policies/:type' },
  balances: { method: 'GET', path: '/employees/:id/leave-balances' },
  ledger: { method: 'GET', path: '/employees/:id/leave-ledger' },
  adjust: { method: 'POST', path: '/employees/:id/leave-adjustments', status: 201 },
  preview: { method: 'GET', path: '/employees/:id/leave-preview' },
  cancelOwn: { method: 'PUT', path: '/employees/:id/leaves/:leaveId/cancel' },
  cancelAny: { method: 'PUT', path: '{area}/leave-requests/:id/cancel', areas: ['admin', 'hr'] },
  calendar: { method: 'GET', path: '/leave-calendar' },
  // Issue 40: opening balances by screen and by CSV (check first, then apply).
  openingBalances: { method: 'POST', path: '/leave-opening-balances' },
  openingCsv: { method: 'POST', path: '/leave-opening-balances/csv' },
  // Issue 40 item 4: leave types (the spec's four built in, custom ones by the Admin).
  leaveTypes: { method: 'GET', path: '/leave-types' },
  createLeaveType: { method: 'POST', path: '/admin/leave-types', status: 201 },
  updateLeaveType: { method: 'PUT', path: '/admin/leave-types/:code' },
  archiveLeaveType: { method: 'PUT', path: '/admin/leave-types/:code/archive' },
  // Issue 42: everyone's balances, cut and subtotalled by department and location.
  balancesReport: { method: 'GET', path: '{area}/leave-balances', areas: ['admin', 'hr'] },
  balancesReportExport: { method: 'GET', path: '{area}/leave-balances/export', areas: ['admin', 'hr'] },
});
