import { ADMIN_ONLY, ANY_ROLE, STAFF_ROLES } from '../http/access.ts';
import {
  correctionIdParamsSchema,
  correctionLimitsSchema,
  correctionListQuerySchema,
  correctionListSchema,
  correctionRequestBodySchema,
  correctionSchema,
  rejectCorrectionBodySchema,
} from './corrections.ts';

const errors = [400, 401, 403] as const;
const decideErrors = [400, 401, 403, 404, 409] as const;

/** The corrections' part of the attendance contract (spread into contract.ts; rules in docs/attendance.md). */
export const CORRECTIONS_CONTRACT = {
  requestCorrection: {
    summary: 'Ask to correct one of your own past days (within the limits)',
    body: correctionRequestBodySchema,
    response: correctionSchema,
    errors: [400, 401, 403, 404, 409, 422] as const,
    access: { roles: ANY_ROLE },
  },
  listOwnCorrections: {
    summary: 'Your correction requests, newest first',
    response: correctionListSchema,
    errors,
    access: { roles: ANY_ROLE },
  },
  listCorrections: {
    summary: 'Correction requests of one state (?state=Pending|Approved|Rejected, default Pending)',
    query: correctionListQuerySchema,
    response: correctionListSchema,
    errors,
    access: { roles: STAFF_ROLES },
  },
  approveCorrection: {
    summary: "Approve someone else's pending correction: the day's row changes in the same transaction",
    params: correctionIdParamsSchema,
    response: correctionSchema,
    errors: decideErrors,
    access: { roles: STAFF_ROLES },
  },
  rejectCorrection: {
    summary: "Reject someone else's pending correction, with a reason",
    params: correctionIdParamsSchema,
    body: rejectCorrectionBodySchema,
    response: correctionSchema,
    errors: decideErrors,
    access: { roles: STAFF_ROLES },
  },
  getCorrectionLimits: {
    summary: 'The correction limits (any signed-in user)',
    response: correctionLimitsSchema,
    errors,
    access: { roles: ANY_ROLE },
  },
  putCorrectionLimits: {
    summary: 'Set the correction limits (Admin)',
    body: correctionLimitsSchema,
    response: correctionLimitsSchema,
    errors: [400, 401, 403] as const,
    access: { roles: ADMIN_ONLY },
  },
  pendingCorrectionsForMe: {
    summary:
      "Corrections waiting for the caller as their requester's manager or the manager's delegate (issue 42)",
    response: correctionListSchema,
    errors: [401] as const,
    access: { roles: ANY_ROLE },
  },
  approveCorrectionAsDecider: {
    summary:
      'Approve a correction waiting for the caller (manager or delegate); under manager-then-hr it moves to HR',
    params: correctionIdParamsSchema,
    response: correctionSchema,
    errors: decideErrors,
    access: { roles: ANY_ROLE },
  },
  rejectCorrectionAsDecider: {
    summary: 'Reject a correction waiting for the caller (manager or delegate), with a reason',
    params: correctionIdParamsSchema,
    body: rejectCorrectionBodySchema,
    response: correctionSchema,
    errors: decideErrors,
    access: { roles: ANY_ROLE },
  },
} as const;
