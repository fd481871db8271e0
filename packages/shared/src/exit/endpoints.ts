import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Exit and full and final settlement (issue 43, docs/exit.md): the person resigns or withdraws, HR/Admin
 * record or accept, compute, adjust and finalise the settlement; letters and the statement as PDFs.
 * Schemas and access in contract.ts.
 */
export const EXIT_ENDPOINTS = defineEndpoints({
  resign: { method: 'POST', path: '/exits/resignation', status: 201 },
  personExit: { method: 'GET', path: '/exits/people/:id' },
  record: { method: 'POST', path: '/exits/people/:id', status: 201 },
  list: { method: 'GET', path: '/exits' },
  withdraw: { method: 'POST', path: '/exits/:id/withdraw' },
  accept: { method: 'POST', path: '/exits/:id/accept' },
  settlement: { method: 'GET', path: '/exits/:id/settlement' },
  adjustSettlement: { method: 'PUT', path: '/exits/:id/settlement' },
  finaliseSettlement: { method: 'POST', path: '/exits/:id/settlement/finalise' },
  settlementPdf: { method: 'GET', path: '/exits/:id/settlement/pdf' },
  letter: { method: 'GET', path: '/exits/:id/letters/:kind' },
  // Issue 43, after the last day (docs/exit.md).
  rehire: { method: 'POST', path: '/exits/people/:id/rehire' },
  periods: { method: 'GET', path: '/exits/people/:id/periods' },
  settlementsDue: { method: 'GET', path: '/exits/settlements/due' },
  adjustmentStatement: { method: 'POST', path: '/exits/:id/settlement/adjustments', status: 201 },
  settlementPaid: { method: 'POST', path: '/exits/:id/settlement/paid' },
  settlementPayWithRun: { method: 'POST', path: '/exits/:id/settlement/pay-with-run' },
  team: { method: 'GET', path: '/exits/team' },
  managerAccept: { method: 'POST', path: '/exits/:id/manager-accept' },
});
