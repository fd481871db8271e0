import type { FastifyPluginAsync } from 'fastify';
import { CLAIM_LINES_MAX, CLAIM_MESSAGES as M, RECEIPT_MAX_BYTES, receiptField } from '@hrms/shared';
import { CLAIM_CONTRACT } from '@hrms/shared/claims/contract';
import { AppError } from '../../lib/errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import {
  multipartOptions,
  multipartPlugin,
  parseFields,
  readForm,
  type MultipartLimits,
} from '../../storage/uploads.ts';
import type { ClaimsService } from './claims.service.ts';
import { submitClaimFieldsSchema } from '@hrms/shared';

const RECEIPT_LIMITS: MultipartLimits = {
  maxFileBytes: RECEIPT_MAX_BYTES,
  maxFiles: CLAIM_LINES_MAX,
  fileFields: Array.from({ length: CLAIM_LINES_MAX }, (_v, i) => receiptField(i)),
  unknownFileField: M.receiptField,
};

/** Expense claims (packages/shared/src/claims/): thin handlers; the rules are ClaimsService's. */
export const claimsRoutes: FastifyPluginAsync<{ claims: ClaimsService }> = async (app, { claims }) => {
  await app.register(multipartPlugin, multipartOptions(RECEIPT_MAX_BYTES));
  registerEndpoints(app, 'claims', CLAIM_CONTRACT, {
    categories: async () => claims.categories(),
    createCategory: async (request) => claims.saveCategory(callerOf(request), null, request.body),
    updateCategory: async (request) =>
      claims.saveCategory(callerOf(request), request.params.id, request.body),
    mine: async (request) => claims.mine(callerOf(request)),
    submit: async (request) => {
      const form = await readForm(request, RECEIPT_LIMITS).catch((error: unknown) => {
        // The reader's "too large" names the documents' limit: a receipt has its own.
        if (error instanceof AppError && error.statusCode === 413 && !error.message.startsWith('Too many'))
          throw new AppError(413, M.receiptTooLarge);
        throw error;
      });
      const fields = parseFields(submitClaimFieldsSchema, form.fields);
      return claims.submit(callerOf(request), fields.lines, form.files);
    },
    queue: async (request) => claims.queue(callerOf(request), request.query),
    decide: async (request) => claims.decide(callerOf(request), request.params.id, request.body),
  });
};
