import { ANY_ROLE, STAFF_ROLES } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { EXIT_ENDPOINTS } from './endpoints.ts';
import {
  acceptExitBodySchema,
  exitIdParamsSchema,
  exitListSchema,
  exitPersonParamsSchema,
  exitSchema,
  letterParamsSchema,
  personExitSchema,
  recordExitBodySchema,
  resignBodySchema,
  settlementBodySchema,
  settlementSchema,
} from './schemas.ts';
import {
  adjustmentStatementBodySchema,
  employmentPeriodListSchema,
  rehireBodySchema,
  settlementDueListSchema,
  settlementPaidBodySchema,
  settlementPayWithRunBodySchema,
} from './after-schemas.ts';

const staff = { roles: STAFF_ROLES } as const;

export const EXIT_CONTRACT = defineContract(EXIT_ENDPOINTS, {
  resign: {
    summary: 'Resign: the caller’s own resignation with the last working day they wish and a reason',
    body: resignBodySchema,
    response: exitSchema,
    errors: [400, 401, 409],
    access: { roles: ANY_ROLE },
  },
  personExit: {
    summary: 'A person’s current exit and its settlement (the person, once final; HR and Admin for anyone)',
    params: exitPersonParamsSchema,
    response: personExitSchema,
    errors: [401, 403, 404],
    access: { roles: ANY_ROLE, ownParam: 'id', othersAllowedFor: STAFF_ROLES },
  },
  record: {
    summary: 'Record a termination, retirement, death or end of contract (HR, Admin); accepted at once',
    params: exitPersonParamsSchema,
    body: recordExitBodySchema,
    response: exitSchema,
    errors: [400, 401, 403, 404, 409],
    access: staff,
  },
  list: {
    summary: 'Every exit in progress or done, newest first (HR, Admin)',
    response: exitListSchema,
    errors: [401, 403],
    access: staff,
  },
  withdraw: {
    summary: 'Withdraw one’s own resignation before it is accepted',
    params: exitIdParamsSchema,
    response: exitSchema,
    errors: [401, 403, 404, 409],
    access: { roles: ANY_ROLE },
  },
  accept: {
    summary: 'Accept a resignation with the last working day (HR, Admin); the notice shortfall is recorded',
    params: exitIdParamsSchema,
    body: acceptExitBodySchema,
    response: exitSchema,
    errors: [400, 401, 403, 404, 409],
    access: staff,
  },
  settlement: {
    summary: 'The full and final settlement: the draft is computed on first read (HR, Admin)',
    params: exitIdParamsSchema,
    response: settlementSchema,
    errors: [401, 403, 404, 409],
    access: staff,
  },
  adjustSettlement: {
    summary: 'Recompute the draft with explained adjustment lines (HR, Admin)',
    params: exitIdParamsSchema,
    body: settlementBodySchema,
    response: settlementSchema,
    errors: [400, 401, 403, 404, 409],
    access: staff,
  },
  finaliseSettlement: {
    summary: 'Finalise the settlement: locked and audited; 409 when already final (HR, Admin)',
    params: exitIdParamsSchema,
    response: settlementSchema,
    errors: [401, 403, 404, 409],
    access: staff,
  },
  settlementPdf: {
    summary: 'The settlement statement as a PDF (HR, Admin; the person once it is final)',
    params: exitIdParamsSchema,
    response: 'bytes',
    errors: [401, 403, 404, 409],
    access: { roles: ANY_ROLE },
  },
  letter: {
    summary: 'A relieving or experience letter as a PDF (HR, Admin; the person once the exit is accepted)',
    params: letterParamsSchema,
    response: 'bytes',
    errors: [400, 401, 403, 404, 409],
    access: { roles: ANY_ROLE },
  },
  rehire: {
    summary:
      'Rehire a former employee with a new joining date: a new employment period, the old one kept (HR, Admin)',
    params: exitPersonParamsSchema,
    body: rehireBodySchema,
    response: personExitSchema,
    errors: [400, 401, 403, 404, 409],
    access: staff,
  },
  periods: {
    summary: 'A person’s earlier employment periods, newest first (HR, Admin, the person)',
    params: exitPersonParamsSchema,
    response: employmentPeriodListSchema,
    errors: [401, 403, 404],
    access: { roles: ANY_ROLE, ownParam: 'id', othersAllowedFor: STAFF_ROLES },
  },
  settlementsDue: {
    summary: 'Settlements not finalised whose due date is near (within a working day) or past (HR, Admin)',
    response: settlementDueListSchema,
    errors: [401, 403],
    access: staff,
  },
  adjustmentStatement: {
    summary:
      'A new explained adjustment statement after the settlement is finalised (HR, Admin); finalise it next',
    params: exitIdParamsSchema,
    body: adjustmentStatementBodySchema,
    response: settlementSchema,
    errors: [400, 401, 403, 404, 409],
    access: staff,
  },
  settlementPaid: {
    summary:
      'Mark the latest finalised statement paid on its own date with the payment reference (HR, Admin)',
    params: exitIdParamsSchema,
    body: settlementPaidBodySchema,
    response: settlementSchema,
    errors: [400, 401, 403, 404, 409],
    access: staff,
  },
  settlementPayWithRun: {
    summary:
      'Pay the finalised statement with a payroll month’s run instead of on its own date (HR, Admin): the run’s slip carries it, and it is paid when that slip is marked paid',
    params: exitIdParamsSchema,
    body: settlementPayWithRunBodySchema,
    response: settlementSchema,
    errors: [400, 401, 403, 404, 409],
    access: staff,
  },
  team: {
    summary:
      'Resignations waiting for the caller as reporting manager or delegate (the manager approval flows)',
    response: exitListSchema,
    errors: [401],
    access: { roles: ANY_ROLE },
  },
  managerAccept: {
    summary:
      'The reporting manager (or delegate) accepts a resignation: final under “manager”, on to HR under “manager-then-hr”',
    params: exitIdParamsSchema,
    body: acceptExitBodySchema,
    response: exitSchema,
    errors: [400, 401, 403, 404, 409],
    access: { roles: ANY_ROLE },
  },
});
