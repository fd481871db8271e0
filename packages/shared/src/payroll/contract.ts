import { z } from 'zod';
import { salaryExportQuerySchema } from '../exports.ts';
import { defineContract } from '../http/contract.ts';
import { ADMIN_ONLY } from '../http/access.ts';
import { PAYROLL_ENDPOINTS } from './endpoints.ts';
import {
  generateSalaryRequestSchema,
  generateSalaryResponseSchema,
  salaryListQuerySchema,
  salaryRecordListOrPageSchema,
  salaryRecordListSchema,
} from './schemas.ts';

const errors = [400, 401, 403] as const;
/** A file, not JSON: the answer's headers say which (docs/exports.md). */
const file = z.any().describe('CSV (UTF-8 with BOM) or XLSX file');
/** The person whose history it is: an id that is no user's is answered like a missing employee. */
const own = z.uuid('Employee not found.');
/** The Admin may read anyone's history under /employees/:id and /admin/:userId; others only their own. */
const ownAccess = { othersAllowedFor: ADMIN_ONLY };
const exportSummary = 'as CSV or XLSX (?format=csv|xlsx&month=October&year=2026)';

export const PAYROLL_CONTRACT = defineContract(PAYROLL_ENDPOINTS, {
  generate: {
    summary: 'Generate salary slips for people and a pay period (runs in the background; answers 202)',
    body: generateSalaryRequestSchema,
    response: generateSalaryResponseSchema,
    errors: [...errors, 422],
  },
  listAll: {
    summary:
      "Everyone's salary records, newest first; ?q= filters, ?limit=&cursor= answer one page (docs/paging.md)",
    query: salaryListQuerySchema,
    response: salaryRecordListOrPageSchema,
    errors,
  },
  exportAll: {
    summary: `Everyone's salary history ${exportSummary}`,
    query: salaryExportQuerySchema,
    response: file,
    errors,
  },
  listOwn: {
    summary: 'Own salary records (the Admin: anyone’s)',
    own,
    access: ownAccess,
    response: salaryRecordListSchema,
    errors,
  },
  exportOwn: {
    summary: `Own salary history ${exportSummary}`,
    own,
    access: ownAccess,
    query: salaryExportQuerySchema,
    response: file,
    errors,
  },
});
