import { ADMIN_ONLY, ANY_ROLE } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { approvalQueueQuerySchema } from '../approvals/schemas.ts';
import { CLAIM_ENDPOINTS } from './endpoints.ts';
import {
  claimCategoryBodySchema,
  claimCategoryListSchema,
  claimCategorySchema,
  claimDecisionBodySchema,
  claimIdParamsSchema,
  claimListOrPageSchema,
  claimListSchema,
  claimSchema,
  submitClaimFieldsSchema,
} from './schemas.ts';

const anyone = { roles: ANY_ROLE } as const;

export const CLAIM_CONTRACT = defineContract(CLAIM_ENDPOINTS, {
  categories: {
    summary:
      'The expense categories with their limits, mileage rate and tax treatment (empty on a fresh install)',
    response: claimCategoryListSchema,
    errors: [401],
    access: anyone,
  },
  createCategory: {
    summary: 'Add an expense category (Admin; audited)',
    body: claimCategoryBodySchema,
    response: claimCategorySchema,
    errors: [400, 401, 403, 409],
    access: { roles: ADMIN_ONLY },
  },
  updateCategory: {
    summary: 'Change an expense category or retire it (active: false) (Admin; audited)',
    params: claimIdParamsSchema,
    body: claimCategoryBodySchema,
    response: claimCategorySchema,
    errors: [400, 401, 403, 404, 409],
    access: { roles: ADMIN_ONLY },
  },
  mine: {
    summary: 'The caller’s own claims, newest first, with status, receipts (signed links) and decisions',
    response: claimListSchema,
    errors: [401],
    access: anyone,
  },
  submit: {
    summary:
      'Submit a claim (multipart: field `lines` as JSON, receipts receipt0…receipt4, JPEG, PNG or PDF checked by content, at most 5 MB each); over a limit: 400 naming it',
    form: submitClaimFieldsSchema,
    response: claimSchema,
    errors: [400, 401, 413],
    access: anyone,
  },
  queue: {
    summary:
      'Claims waiting for the caller: as a manager or delegate, and (HR, Admin) those at HR’s step; never their own; oldest first; ?limit=&cursor= answer one page (docs/paging.md)',
    query: approvalQueueQuerySchema,
    response: claimListOrPageSchema,
    errors: [400, 401],
    access: anyone,
  },
  decide: {
    summary:
      'Approve (each line in full or in part, with a reason) or reject a claim: its current decider, or HR/Admin (audited)',
    params: claimIdParamsSchema,
    body: claimDecisionBodySchema,
    response: claimSchema,
    errors: [400, 401, 403, 404, 409],
    access: anyone,
  },
});
