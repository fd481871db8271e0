import { ANY_ROLE } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { ON_DUTY_ENDPOINTS } from './on-duty-endpoints.ts';
import {
  cancelOnDutyBodySchema,
  cancelOnDutyParamsSchema,
  onDutyIdParamsSchema,
  onDutyModesSchema,
  onDutyRequestBodySchema,
  onDutyRequestListSchema,
  onDutyRequestSchema,
  rejectOnDutyBodySchema,
} from './on-duty.ts';

const decisionErrors = [400, 401, 403, 404, 409] as const;

export const ON_DUTY_CONTRACT = defineContract(ON_DUTY_ENDPOINTS, {
  request: {
    summary:
      'Ask for on-duty or work from home for past or coming days, with a reason (when the Admin has turned the mode on)',
    body: onDutyRequestBodySchema,
    response: onDutyRequestSchema,
    errors: [400, 401, 403, 409],
  },
  modes: {
    summary: 'The modes I may ask for (none on a fresh install)',
    response: onDutyModesSchema,
    errors: [401, 403],
  },
  listOwn: {
    summary: 'My on-duty and work-from-home requests, newest first',
    response: onDutyRequestListSchema,
    errors: [401, 403],
  },
  cancelOwn: {
    summary:
      'Cancel my own on-duty or work-from-home request while it is pending, or once approved before its first day',
    params: cancelOnDutyParamsSchema,
    response: onDutyRequestSchema,
    errors: [401, 403, 404, 409],
    access: { roles: ANY_ROLE, ownParam: 'id' },
  },
  listForStaff: {
    summary: 'Every pending on-duty / work-from-home request, then those decided in the last 30 days',
    response: onDutyRequestListSchema,
    errors: [401, 403],
  },
  cancelForStaff: {
    summary:
      "Cancel someone's approved request before its first day, with a reason: its days are no longer marked",
    params: onDutyIdParamsSchema,
    body: cancelOnDutyBodySchema,
    response: onDutyRequestSchema,
    errors: decisionErrors,
  },
  pendingForMe: {
    summary:
      "On-duty / work-from-home requests waiting for the caller as the requester's manager or delegate",
    response: onDutyRequestListSchema,
    errors: [401],
    access: { roles: ANY_ROLE },
  },
  approve: {
    summary:
      'Approve a request: its current decider, or HR and Admin; each working day becomes Present with the mode',
    params: onDutyIdParamsSchema,
    response: onDutyRequestSchema,
    errors: decisionErrors,
    access: { roles: ANY_ROLE },
  },
  reject: {
    summary: 'Reject a request with a reason: its current decider, or HR and Admin',
    params: onDutyIdParamsSchema,
    body: rejectOnDutyBodySchema,
    response: onDutyRequestSchema,
    errors: decisionErrors,
    access: { roles: ANY_ROLE },
  },
});
