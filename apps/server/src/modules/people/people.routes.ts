import type { FastifyPluginAsync } from 'fastify';
import { PEOPLE_CONTRACT } from '@hrms/shared/people/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import { multipartOptions, multipartPlugin } from '../../storage/uploads.ts';
import type { DocumentsService } from '../documents/index.ts';
import type { AccountsService } from './accounts.service.ts';
import { peopleForms } from './people.forms.ts';
import type { PeopleService } from './people.service.ts';

export interface PeopleRoutesOptions {
  people: PeopleService;
  accounts: AccountsService;
  documents: DocumentsService;
  maxUploadBytes: number;
}

/**
 * The person: paths, schemas and access in packages/shared/src/people/. Listing and adding are served
 * under /admin and /hr (one route per area, the same code; HR sees no salary or documents).
 */
export const peopleRoutes: FastifyPluginAsync<PeopleRoutesOptions> = async (
  app,
  { people, accounts, documents, maxUploadBytes },
) => {
  await app.register(multipartPlugin, multipartOptions(maxUploadBytes));
  const forms = peopleForms(maxUploadBytes);
  registerEndpoints(app, 'people', PEOPLE_CONTRACT, {
    list: async (request) => people.list(callerOf(request), request.query),
    create: async (request) => {
      const { fields, file } = await forms.newEmployee(request);
      return people.create(callerOf(request), fields, file);
    },
    update: async (request) => {
      const { fields, file } = await forms.employeeChanges(request);
      return people.update(callerOf(request), request.params.id, fields, file);
    },
    remove: async (request) => people.remove(callerOf(request), request.params.id),
    resetPassword: async (request) =>
      accounts.resetPassword(callerOf(request), request.params.id, request.body),
    changePassword: async (request) => accounts.changePassword(callerOf(request), request.body, request.ip),
    details: async (request) => documents.details(request.params.id, callerOf(request)),
    updateDetails: async (request) =>
      documents.updateDetails(callerOf(request), await forms.details(request)),
  });
};
