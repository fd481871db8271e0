import { z } from 'zod';
import { defineContract } from '../http/contract.ts';
import { PAYROLL_RUN_ENDPOINTS } from './endpoints.ts';
import {
  markPaidBodySchema,
  payrollRegisterSchema,
  payrollRunParamsSchema,
  payrollRunStatusSchema,
  previewRequestSchema,
  registerExportQuerySchema,
  reopenBodySchema,
  runActionResponseSchema,
} from './schemas.ts';

const errors = [400, 401, 403] as const;
const fileErrors = [400, 401, 403, 404, 422] as const;
const file = z.any().describe('A file (CSV, XLSX or text): the headers say which');
const params = payrollRunParamsSchema;

export const PAYROLL_RUN_CONTRACT = defineContract(PAYROLL_RUN_ENDPOINTS, {
  preview: {
    summary: 'The payroll register for people and a period, computed as the slips would be, saving nothing',
    body: previewRequestSchema,
    response: payrollRegisterSchema,
    errors: [...errors, 422],
  },
  status: {
    summary:
      "Where a period's payroll stands: draft, generated and locked for N people, paid (on a date), reopened",
    params,
    response: payrollRunStatusSchema,
    errors,
  },
  register: {
    summary: "A finalised period's payroll register as CSV or XLSX (audited)",
    params,
    query: registerExportQuerySchema,
    response: file,
    errors: fileErrors,
  },
  reopen: {
    summary: 'Reopen a finalised period with a reason (audited): its attendance and leave may change again',
    params,
    body: reopenBodySchema,
    response: runActionResponseSchema,
    errors: [...errors, 404],
  },
  markPaid: {
    summary: "Mark a period's salary records (or chosen people's) paid on a date (audited)",
    params,
    body: markPaidBodySchema,
    response: runActionResponseSchema,
    errors: [...errors, 404, 422],
  },
  bankFile: {
    summary: 'Bank transfer CSV of the finalised records (refused while bank details are missing; audited)',
    params,
    response: file,
    errors: fileErrors,
  },
  ecr: {
    summary: 'EPFO ECR text file of the finalised records (audited)',
    params,
    response: file,
    errors: fileErrors,
  },
  esic: { summary: 'ESIC monthly contribution CSV (audited)', params, response: file, errors: fileErrors },
  professionalTax: {
    summary: 'Professional Tax register by state (audited)',
    params,
    response: file,
    errors: fileErrors,
  },
});
