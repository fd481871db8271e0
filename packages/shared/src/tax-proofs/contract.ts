import { ANY_ROLE } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { TAX_PROOFS_ENDPOINTS } from './endpoints.ts';
import {
  proofParamsSchema,
  proofPersonParamsSchema,
  proofUploadFieldsSchema,
  proofYearQuerySchema,
  taxProofsSchema,
} from './schemas.ts';

export const TAX_PROOFS_CONTRACT = defineContract(TAX_PROOFS_ENDPOINTS, {
  myProofs: {
    summary: "The caller's proof files of a tax year, each with its line's verification, as signed links",
    query: proofYearQuerySchema,
    response: taxProofsSchema,
    errors: [400, 401],
    access: { roles: ANY_ROLE },
  },
  uploadProof: {
    summary:
      'Attach a proof to one of the caller’s declared lines of the current tax year (multipart: year, line, file: PDF, JPEG or PNG checked by content, at most 5 MB)',
    form: proofUploadFieldsSchema,
    response: taxProofsSchema,
    errors: [400, 401, 409, 413],
    access: { roles: ANY_ROLE },
  },
  removeProof: {
    summary: 'Remove one of the caller’s proofs while its line is not yet verified',
    params: proofParamsSchema,
    response: taxProofsSchema,
    errors: [401, 404, 409],
    access: { roles: ANY_ROLE },
  },
  myForm12bb: {
    summary: "The caller's declaration of a tax year as Form 12BB (rule 26C) as a PDF",
    query: proofYearQuerySchema,
    response: 'bytes',
    errors: [400, 401],
    access: { roles: ANY_ROLE },
  },
  personProofs: {
    summary: "A person's proof files of a tax year beside the lines HR verifies (Admin, HR)",
    params: proofPersonParamsSchema,
    query: proofYearQuerySchema,
    response: taxProofsSchema,
    errors: [400, 401, 403, 404],
  },
  personForm12bb: {
    summary: "A person's declaration of a tax year as Form 12BB as a PDF (Admin, HR)",
    params: proofPersonParamsSchema,
    query: proofYearQuerySchema,
    response: 'bytes',
    errors: [400, 401, 403, 404],
  },
});
