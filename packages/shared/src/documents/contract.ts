import { defineContract } from '../http/contract.ts';
import { grantReuploadBodySchema, grantReuploadResponseSchema } from '../people/schemas.ts';
import { DOCUMENT_ENDPOINTS } from './endpoints.ts';

export const DOCUMENT_CONTRACT = defineContract(DOCUMENT_ENDPOINTS, {
  grantReupload: {
    summary: 'Let an employee re-upload one document once',
    body: grantReuploadBodySchema,
    response: grantReuploadResponseSchema,
    errors: [400, 401, 403, 404, 409],
  },
});
