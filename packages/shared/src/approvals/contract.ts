import { ANY_ROLE, STAFF_ROLES } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { APPROVALS_ENDPOINTS } from './endpoints.ts';
import {
  approvalSettingsSchema,
  delegationBodySchema,
  delegationForBodySchema,
  delegationOfAnyoneSchema,
  delegationOfAnyoneListSchema,
  delegationIdParamsSchema,
  delegationSchema,
  delegationsViewSchema,
} from './schemas.ts';

export const APPROVALS_CONTRACT = defineContract(APPROVALS_ENDPOINTS, {
  getSettings: {
    summary: "The approval flow ('hr' on a fresh install, 'manager', 'manager-then-hr') and escalation days",
    response: approvalSettingsSchema,
    errors: [401, 403],
  },
  putSettings: {
    summary: 'Save the approval flow and escalation days (Admin); audited',
    body: approvalSettingsSchema,
    response: approvalSettingsSchema,
    errors: [400, 401, 403],
  },
  delegations: {
    summary: "The caller's delegations that have not ended, and the people they may delegate to",
    response: delegationsViewSchema,
    errors: [401],
    access: { roles: ANY_ROLE },
  },
  delegate: {
    summary: "Hand the caller's approvals to another person for dates (inclusive, organisation's timezone)",
    body: delegationBodySchema,
    response: delegationSchema,
    errors: [400, 401, 404],
    access: { roles: ANY_ROLE },
  },
  removeDelegation: {
    summary: "Remove one of the caller's delegations",
    params: delegationIdParamsSchema,
    response: delegationSchema,
    errors: [401, 404],
    access: { roles: ANY_ROLE },
  },
  allDelegations: {
    summary: "Everyone's delegations that have not ended, soonest first (HR and Admin)",
    response: delegationOfAnyoneListSchema,
    errors: [401, 403],
    access: { roles: STAFF_ROLES },
  },
  delegateFor: {
    summary:
      "HR or the Admin hands a person's approvals to another for dates (same rules as one's own); audited",
    body: delegationForBodySchema,
    response: delegationOfAnyoneSchema,
    errors: [400, 401, 403, 404],
    access: { roles: STAFF_ROLES },
  },
  removeAnyDelegation: {
    summary: "HR or the Admin ends anyone's delegation (requests waiting go back to the manager); audited",
    params: delegationIdParamsSchema,
    response: delegationOfAnyoneSchema,
    errors: [401, 403, 404],
    access: { roles: STAFF_ROLES },
  },
});
