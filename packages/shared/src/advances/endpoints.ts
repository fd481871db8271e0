import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Salary advances and loans (issue 45, docs/claims.md): a person asks, HR records a loan, the flow decides,
 * payroll pays out and recovers; HR marks a separate payment and pauses, reschedules or waives instalments.
 */
export const ADVANCE_ENDPOINTS = defineEndpoints({
  request: { method: 'POST', path: '/advances', status: 201 },
  list: { method: 'GET', path: '/advances' },
  person: { method: 'GET', path: '/advances/people/:id' },
  record: { method: 'POST', path: '/advances/people/:id', status: 201 },
  queue: { method: 'GET', path: '/advances/queue' },
  toPay: { method: 'GET', path: '/advances/to-pay' },
  bankFile: { method: 'GET', path: '/advances/bank-file' },
  decide: { method: 'POST', path: '/advances/:id/decision' },
  markPaid: { method: 'POST', path: '/advances/:id/paid' },
  adjust: { method: 'POST', path: '/advances/:id/adjust' },
});
