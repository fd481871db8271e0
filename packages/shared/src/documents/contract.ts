import { defineContract } from '../http/contract.ts';
import { grantReuploadBodySchema, grantReuploadResponseSchema } from '../people/schemas.ts';
import { DOCUMENT_ENDPOINTS } from './endpoints.ts';
import { openDocumentBodySchema, openDocumentParamsSchema, openDocumentResponseSchema } from './schemas.ts';

export const DOCUMENT_CONTRACT = defineContract(DOCUMENT_ENDPOINTS, {
  grantReupload: {
    summary: 'Let an employee re-upload one document once',
    body: grantReuploadBodySchema,
    response: grantReuploadResponseSchema,
    errors: [400, 401, 403, 404, 409],
  },
  open: {
    summary:
      "Open a person's document: a fresh signed link; HR gives a reason for identity documents (audited)",
    params: openDocumentParamsSchema,
    body: openDocumentBodySchema,
    response: openDocumentResponseSchema,
    errors: [400, 401, 403, 404],
  },
});
