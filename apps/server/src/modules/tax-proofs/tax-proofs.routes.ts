import type { FastifyPluginAsync } from 'fastify';
import {
  PROOF_FILE_FIELD,
  PROOF_MAX_BYTES,
  proofUploadFieldsSchema,
  TAX_PROOFS_MESSAGES as M,
} from '@hrms/shared';
import { TAX_PROOFS_CONTRACT } from '@hrms/shared/tax-proofs/contract';
import { AppError } from '../../lib/errors.ts';
import { sendExport } from '../../lib/export/render.ts';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import {
  multipartOptions,
  multipartPlugin,
  parseFields,
  readForm,
  type MultipartLimits,
} from '../../storage/uploads.ts';
import type { TaxProofsService } from './tax-proofs.service.ts';

const PROOF_LIMITS: MultipartLimits = {
  maxFileBytes: PROOF_MAX_BYTES,
  maxFiles: 1,
  fileFields: [PROOF_FILE_FIELD],
  unknownFileField: M.fileField,
};

const pdf = (file: { fileName: string; body: Uint8Array }) => ({
  fileName: file.fileName,
  contentType: 'application/pdf',
  body: Buffer.from(file.body),
});

/** Tax proofs and Form 12BB (packages/shared/src/tax-proofs/): thin handlers; the rules are TaxProofsService's. */
export const taxProofsRoutes: FastifyPluginAsync<{ taxProofs: TaxProofsService }> = async (
  app,
  { taxProofs },
) => {
  await app.register(multipartPlugin, multipartOptions(PROOF_MAX_BYTES));
  registerEndpoints(app, 'taxProofs', TAX_PROOFS_CONTRACT, {
    myProofs: async (request) => {
      const caller = callerOf(request);
      return taxProofs.view(caller, caller.id, request.query.year);
    },
    uploadProof: async (request) => {
      const form = await readForm(request, PROOF_LIMITS).catch((error: unknown) => {
        // The reader's "too large" names the documents' limit: a proof has its own.
        if (error instanceof AppError && error.statusCode === 413 && !error.message.startsWith('Too many'))
          throw new AppError(413, M.tooLarge);
        throw error;
      });
      const fields = parseFields(proofUploadFieldsSchema, form.fields);
      return taxProofs.upload(callerOf(request), fields, form.files);
    },
    removeProof: async (request) => taxProofs.remove(callerOf(request), request.params.proofId),
    myForm12bb: async (request, reply) => {
      const caller = callerOf(request);
      return sendExport(reply, pdf(await taxProofs.form12bb(caller, caller.id, request.query.year)));
    },
    personProofs: async (request) => taxProofs.view(callerOf(request), request.params.id, request.query.year),
    personForm12bb: async (request, reply) =>
      sendExport(
        reply,
        pdf(await taxProofs.form12bb(callerOf(request), request.params.id, request.query.year)),
      ),
  });
};
