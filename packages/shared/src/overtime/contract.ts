import { ANY_ROLE } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { OVERTIME_ENDPOINTS } from './endpoints.ts';
import {
  approveOvertimeBodySchema,
  compOffBalanceSchema,
  overtimeClaimListSchema,
  overtimeClaimSchema,
  overtimeIdParamsSchema,
  overtimeSettingsSchema,
  rejectOvertimeBodySchema,
} from './schemas.ts';

const decisionErrors = [400, 401, 403, 404, 409] as const;

export const OVERTIME_CONTRACT = defineContract(OVERTIME_ENDPOINTS, {
  getSettings: {
    summary:
      'Overtime settings (off on a fresh install): basis, minimum, rate divisor, multiplier, cap state',
    response: overtimeSettingsSchema,
    errors: [401, 403],
  },
  putSettings: {
    summary: 'Save the overtime settings (Admin); audited',
    body: overtimeSettingsSchema,
    response: overtimeSettingsSchema,
    errors: [400, 401, 403],
  },
  listOwn: {
    summary: 'My overtime claims, newest day first',
    response: overtimeClaimListSchema,
    errors: [401, 403],
  },
  compOffBalance: {
    summary: 'My comp-off: credits, days used and expired, the balance and its next expiry (issue 45)',
    response: compOffBalanceSchema,
    errors: [401, 403],
  },
  listForStaff: {
    summary: 'Every pending overtime claim, then those decided in the last 30 days',
    response: overtimeClaimListSchema,
    errors: [401, 403],
  },
  pendingForMe: {
    summary: "Overtime claims waiting for the caller as the claimant's manager or the manager's delegate",
    response: overtimeClaimListSchema,
    errors: [401],
    access: { roles: ANY_ROLE },
  },
  approve: {
    summary:
      'Approve a claim (all its minutes, or fewer with a reason): its current decider, or HR and Admin; paid in the month of approval',
    params: overtimeIdParamsSchema,
    body: approveOvertimeBodySchema,
    response: overtimeClaimSchema,
    errors: decisionErrors,
    access: { roles: ANY_ROLE },
  },
  reject: {
    summary: 'Reject a claim with a reason: its current decider, or HR and Admin',
    params: overtimeIdParamsSchema,
    body: rejectOvertimeBodySchema,
    response: overtimeClaimSchema,
    errors: decisionErrors,
    access: { roles: ANY_ROLE },
  },
});
