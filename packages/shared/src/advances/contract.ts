import { z } from 'zod';
import { ANY_ROLE, STAFF_ROLES } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { approvalQueueQuerySchema } from '../approvals/schemas.ts';
import { ADVANCE_ENDPOINTS } from './endpoints.ts';
import {
  adjustAdvanceBodySchema,
  advanceDecisionBodySchema,
  advanceIdParamsSchema,
  advanceListOrPageSchema,
  advanceListSchema,
  advancePersonParamsSchema,
  advanceSchema,
  advancePaidBodySchema,
  recordLoanBodySchema,
  requestAdvanceBodySchema,
  separatePaymentsSchema,
} from './schemas.ts';

const staff = { roles: STAFF_ROLES } as const;

export const ADVANCE_CONTRACT = defineContract(ADVANCE_ENDPOINTS, {
  request: {
    summary: 'Ask for a salary advance: amount, reason, number of monthly instalments',
    body: requestAdvanceBodySchema,
    response: advanceSchema,
    errors: [400, 401],
    access: { roles: ANY_ROLE },
  },
  list: {
    summary: 'Every advance and loan with its instalments and what is outstanding (HR, Admin)',
    response: advanceListSchema,
    errors: [401, 403],
    access: staff,
  },
  person: {
    summary:
      'A person’s advances and loans with the outstanding balance (the person; HR and Admin for anyone)',
    params: advancePersonParamsSchema,
    response: advanceListSchema,
    errors: [401, 403],
    access: { roles: ANY_ROLE, ownParam: 'id', othersAllowedFor: STAFF_ROLES },
  },
  record: {
    summary: 'Record a loan for a person, approved as recorded (HR, Admin; never their own; audited)',
    params: advancePersonParamsSchema,
    body: recordLoanBodySchema,
    response: advanceSchema,
    errors: [400, 401, 403, 404],
    access: staff,
  },
  queue: {
    summary:
      'Advance requests waiting for the caller (manager, delegate; HR and Admin at HR’s step); oldest first; ?limit=&cursor= answer one page (docs/paging.md)',
    query: approvalQueueQuerySchema,
    response: advanceListOrPageSchema,
    errors: [400, 401],
    access: { roles: ANY_ROLE },
  },
  toPay: {
    summary:
      'Approved advances and loans to be paid separately, not yet marked paid, each with any problem that keeps it out of the bank file (HR, Admin)',
    response: separatePaymentsSchema,
    errors: [401, 403],
    access: staff,
  },
  bankFile: {
    summary:
      'Bank transfer CSV (the payroll bank file’s layout) of the separate payments without a problem (HR, Admin; audited)',
    response: z.any().describe('A CSV file: the headers say which'),
    errors: [401, 403, 409],
    access: staff,
  },
  decide: {
    summary:
      'Approve (paid with the next payroll run or separately) or reject a request (its decider, HR, Admin)',
    params: advanceIdParamsSchema,
    body: advanceDecisionBodySchema,
    response: advanceSchema,
    errors: [400, 401, 403, 404, 409],
    access: { roles: ANY_ROLE },
  },
  markPaid: {
    summary: 'Mark an advance paid outside payroll; recovery starts the month after (HR, Admin; audited)',
    params: advanceIdParamsSchema,
    body: advancePaidBodySchema,
    response: advanceSchema,
    errors: [400, 401, 403, 404, 409],
    access: staff,
  },
  adjust: {
    summary: 'Pause, reschedule or waive the instalments still due, with a reason (HR, Admin; audited)',
    params: advanceIdParamsSchema,
    body: adjustAdvanceBodySchema,
    response: advanceSchema,
    errors: [400, 401, 403, 404, 409],
    access: staff,
  },
});
