import { ANY_ROLE } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { LEAVE_ENDPOINTS } from './endpoints.ts';
import {
  applyLeaveBodySchema,
  leaveIdParamsSchema,
  leaveRequestListSchema,
  leaveRequestSchema,
  rejectLeaveBodySchema,
} from './schemas.ts';

const errors = [400, 401, 403, 404, 409] as const;
/** Issue 20: a request beyond a 'refuse' balance, or over a type's monthly count. */
const balanceErrors = [...errors, 422] as const;

// Access comes from the areas: anyone under /employees/:id (the id being theirs), Admin and HR under their prefix.
export const LEAVE_CONTRACT = defineContract(LEAVE_ENDPOINTS, {
  listOwn: { summary: 'My leave requests, newest first', response: leaveRequestListSchema, errors },
  apply: {
    summary: 'Apply for leave (for myself)',
    body: applyLeaveBodySchema,
    response: leaveRequestSchema,
    errors: balanceErrors,
  },
  listForApprovers: {
    summary: 'Every pending request, then those decided in the last 30 days',
    response: leaveRequestListSchema,
    errors,
  },
  approve: {
    summary: 'Approve a pending request (writes attendance)',
    params: leaveIdParamsSchema,
    response: leaveRequestSchema,
    errors: balanceErrors,
  },
  reject: {
    summary: 'Reject a pending request with a reason',
    params: leaveIdParamsSchema,
    body: rejectLeaveBodySchema,
    response: leaveRequestSchema,
    errors,
  },
  pendingForMe: {
    summary:
      "Requests waiting for the caller as their requester's manager or the manager's delegate (issue 42)",
    response: leaveRequestListSchema,
    errors: [401],
    access: { roles: ANY_ROLE },
  },
  approveAsDecider: {
    summary:
      'Approve a request waiting for the caller (manager or delegate); under manager-then-hr it moves to HR',
    params: leaveIdParamsSchema,
    response: leaveRequestSchema,
    errors: balanceErrors,
    access: { roles: ANY_ROLE },
  },
  rejectAsDecider: {
    summary: 'Reject a request waiting for the caller (manager or delegate) with a reason',
    params: leaveIdParamsSchema,
    body: rejectLeaveBodySchema,
    response: leaveRequestSchema,
    errors,
    access: { roles: ANY_ROLE },
  },
});
