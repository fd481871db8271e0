import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE, STAFF_ROLES } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { leaveRequestSchema } from '../leave/schemas.ts';
import { LEAVE_POLICY_ENDPOINTS } from './endpoints.ts';
import {
  leaveTypeArchiveBodySchema,
  leaveTypeBodySchema,
  leaveTypeCodeParamsSchema,
  leaveTypeListSchema,
  leaveTypeSchema,
} from './leave-types.ts';
import {
  balancesReportExportQuerySchema,
  balancesReportQuerySchema,
  balancesReportSchema,
} from './balances-report.ts';
import { openingBalancesBodySchema, openingCsvBodySchema, openingResultSchema } from './opening.ts';
import {
  cancelLeaveBodySchema,
  cancelLeaveParamsSchema,
  leaveAdjustmentBodySchema,
  leaveBalanceListSchema,
  leaveCalendarQuerySchema,
  leaveCalendarSchema,
  leaveLedgerEntrySchema,
  leaveLedgerSchema,
  leavePoliciesBodySchema,
  leavePoliciesSchema,
  leavePolicyBodySchema,
  leavePolicySchema,
  leavePreviewQuerySchema,
  leavePreviewSchema,
  leaveTypeParamsSchema,
  ownCancelLeaveBodySchema,
  leavePersonParamsSchema,
  staffCancelParamsSchema,
  yearQuerySchema,
} from './schemas.ts';

const errors = [400, 401, 403] as const;
const writeErrors = [400, 401, 403, 404, 409, 422] as const;
const ownOrStaff = { roles: ANY_ROLE, ownParam: 'id', othersAllowedFor: STAFF_ROLES };

export const LEAVE_POLICY_CONTRACT = defineContract(LEAVE_POLICY_ENDPOINTS, {
  getPolicies: {
    summary: 'The leave policy of each type and the leave year (any signed-in user)',
    response: leavePoliciesSchema,
    errors,
    access: { roles: ANY_ROLE },
  },
  putPolicies: {
    summary:
      'Set several policies and the leave year at once, e.g. the preset (Admin); applies from the next accrual',
    body: leavePoliciesBodySchema,
    response: leavePoliciesSchema,
    errors: writeErrors,
    access: { roles: ADMIN_ONLY },
  },
  putPolicy: {
    summary: "Set one type's policy (Admin); applies from the next accrual, past ledger rows stay",
    params: leaveTypeParamsSchema,
    body: leavePolicyBodySchema,
    response: leavePolicySchema,
    errors: writeErrors,
    access: { roles: ADMIN_ONLY },
  },
  balances: {
    summary: "A person's leave balances for a leave year (the person, HR, Admin)",
    params: leavePersonParamsSchema,
    query: yearQuerySchema,
    response: leaveBalanceListSchema,
    errors: [...errors, 404],
    access: ownOrStaff,
  },
  ledger: {
    summary: "A person's leave ledger for a leave year, oldest first (the person, HR, Admin)",
    params: leavePersonParamsSchema,
    query: yearQuerySchema,
    response: leaveLedgerSchema,
    errors: [...errors, 404],
    access: ownOrStaff,
  },
  adjust: {
    summary: "Adjust a person's balance with a reason (HR, Admin; audited)",
    params: leavePersonParamsSchema,
    body: leaveAdjustmentBodySchema,
    response: leaveLedgerEntrySchema,
    errors: writeErrors,
    access: { roles: STAFF_ROLES },
  },
  preview: {
    summary: 'The days a request would take, the balance and any refusal, before applying (the person)',
    params: leavePersonParamsSchema,
    query: leavePreviewQuerySchema,
    response: leavePreviewSchema,
    errors: [...errors, 404, 422],
    access: { roles: ANY_ROLE, ownParam: 'id' },
  },
  cancelOwn: {
    summary: 'Cancel my pending request, or my approved one whose days have not begun',
    params: cancelLeaveParamsSchema,
    body: ownCancelLeaveBodySchema,
    response: leaveRequestSchema,
    errors: writeErrors,
    access: { roles: ANY_ROLE, ownParam: 'id' },
  },
  cancelAny: {
    summary: 'Cancel an approved request with a reason (HR, Admin; audited); the balance is restored',
    params: staffCancelParamsSchema,
    body: cancelLeaveBodySchema,
    response: leaveRequestSchema,
    errors: writeErrors,
  },
  calendar: {
    summary: 'Who is on leave in a month, with the holidays (HR and Admin: everyone; others: themselves)',
    query: leaveCalendarQuerySchema,
    response: leaveCalendarSchema,
    errors,
    access: { roles: ANY_ROLE },
  },
  openingBalances: {
    summary:
      'Set opening balances as of a date, per person and type (HR, Admin; audited); dryRun checks each row and saves nothing',
    body: openingBalancesBodySchema,
    response: openingResultSchema,
    errors: [400, 401, 403, 422],
    access: { roles: STAFF_ROLES },
  },
  openingCsv: {
    summary:
      'Opening balances from a CSV (email,type,days; HR, Admin; audited); dryRun answers per-row errors, apply saves all or nothing',
    body: openingCsvBodySchema,
    response: openingResultSchema,
    errors: [400, 401, 403, 422],
    access: { roles: STAFF_ROLES },
  },
  leaveTypes: {
    summary: 'The leave types, built-in and custom, retired ones flagged (any signed-in user)',
    response: leaveTypeListSchema,
    errors,
    access: { roles: ANY_ROLE },
  },
  createLeaveType: {
    summary: 'Add a custom leave type, optionally with its quota, accrual and carry-forward (Admin; audited)',
    body: leaveTypeBodySchema,
    response: leaveTypeSchema,
    errors: writeErrors,
    access: { roles: ADMIN_ONLY },
  },
  updateLeaveType: {
    summary: "Change a custom leave type's rules; a used type keeps its name (Admin; audited)",
    params: leaveTypeCodeParamsSchema,
    body: leaveTypeBodySchema,
    response: leaveTypeSchema,
    errors: writeErrors,
    access: { roles: ADMIN_ONLY },
  },
  archiveLeaveType: {
    summary:
      'Retire a custom leave type (no longer offered; its history stays) or bring it back (Admin; audited)',
    params: leaveTypeCodeParamsSchema,
    body: leaveTypeArchiveBodySchema,
    response: leaveTypeSchema,
    errors: writeErrors,
    access: { roles: ADMIN_ONLY },
  },
  balancesReport: {
    summary:
      "Everyone's leave balances for a leave year, cut by department and location, with subtotals when asked (HR, Admin)",
    query: balancesReportQuerySchema,
    response: balancesReportSchema,
    errors: [400, 401, 403],
  },
  balancesReportExport: {
    summary: "Everyone's leave balances as CSV or XLSX, subtotal rows after the people (HR, Admin)",
    query: balancesReportExportQuerySchema,
    response: z.any().describe('A file (CSV or XLSX): the headers say which'),
    errors: [400, 401, 403],
  },
});
