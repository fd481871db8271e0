import type { FastifyPluginAsync } from 'fastify';
import { DOCUMENT_CONTRACT } from '@hrms/shared/documents/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { ReuploadGrantPort } from './documents.ports.ts';
import type { DocumentsService } from './documents.service.ts';

/**
 * Documents: the Admin's re-upload grant and the audited opening of one document (packages/shared/src/
 * documents/). The uploads arrive with the details form (people.updateDetails); the grant answers the
 * person as the employee list shows them.
 */
export const documentsRoutes: FastifyPluginAsync<{
  people: ReuploadGrantPort;
  documents: DocumentsService;
}> = async (app, { people, documents }) =>
  registerEndpoints(app, 'documents', DOCUMENT_CONTRACT, {
    grantReupload: async (request) =>
      people.grantReupload(callerOf(request), request.body.employeeId, request.body.field),
    open: async (request) => documents.open(callerOf(request), request.params.id, request.body),
  });
