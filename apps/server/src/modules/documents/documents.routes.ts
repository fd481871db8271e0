import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_KEYS,
  detailsFieldsSchema,
  employeeDetailsSchema,
  errorResponseSchema,
  PEOPLE_MESSAGES,
} from '@hrms/shared';
import { ANY_ROLE, STAFF_ROLES } from '../../plugins/access.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { callerOf } from '../../plugins/auth.ts';
import { multipartOptions, multipartPlugin, parseFields, readForm } from '../../storage/uploads.ts';
import type { DocumentsService } from './documents.service.ts';

const params = z.object({ id: z.string().max(64) });
const errors = errorResponses(400, 401, 403, 404);

/** /api/details/:id: the person's own profile page; Admin and HR may read it. */
export const documentsRoutes: FastifyPluginAsyncZod<{
  documents: DocumentsService;
  maxUploadBytes: number;
}> = async (app, { documents, maxUploadBytes }) => {
  await app.register(multipartPlugin, multipartOptions(maxUploadBytes));

  app.get(
    '/api/details/:id',
    {
      config: { access: { roles: ANY_ROLE, ownParam: 'id', othersAllowedFor: STAFF_ROLES } },
      schema: {
        tags: ['documents'],
        summary: 'Profile and additional details',
        params,
        response: { 200: employeeDetailsSchema, ...errors },
      },
    },
    async (request) => documents.details(request.params.id),
  );

  app.put(
    '/api/details/:id',
    {
      // Only the person themself uploads their documents (spec section 6).
      config: { access: { roles: ANY_ROLE, ownParam: 'id' } },
      schema: {
        tags: ['documents'],
        summary:
          'Set the personal e-mail and upload documents (multipart: personalEmail + any of the seven files)',
        consumes: ['multipart/form-data', 'application/json'],
        params,
        response: {
          200: employeeDetailsSchema,
          ...errors,
          409: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const form = await readForm(request, {
        maxFileBytes: maxUploadBytes,
        maxFiles: DOCUMENT_KEYS.length,
        fileFields: DOCUMENT_KEYS,
        unknownFileField: PEOPLE_MESSAGES.unknownDocument,
      });
      const fields = parseFields(detailsFieldsSchema, form.fields);
      return documents.updateDetails(callerOf(request), {
        personalEmail: fields.personalEmail,
        files: form.files,
      });
    },
  );
};
