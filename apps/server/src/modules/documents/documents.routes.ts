import type { FastifyPluginAsync } from 'fastify';
import { DOCUMENT_CONTRACT } from '@hrms/shared/documents/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { PeopleService } from '../people/people.service.ts';

/**
 * Documents: the Admin's re-upload grant (packages/shared/src/documents/). The uploads arrive with the
 * details form (people.updateDetails); the grant answers the person as the employee list shows them.
 */
export const documentsRoutes: FastifyPluginAsync<{ people: PeopleService }> = async (app, { people }) =>
  registerEndpoints(app, 'documents', DOCUMENT_CONTRACT, {
    grantReupload: async (request) =>
      people.grantReupload(callerOf(request), request.body.employeeId, request.body.field),
  });
