import type { FastifyPluginAsync } from 'fastify';
import { LANGUAGE_CONTRACT } from '@hrms/shared/languages/contract';
import { callerOf } from '../../plugins/auth.ts';
import { ownIdOf, registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { LanguagesService } from './languages.service.ts';

/** A person's language and the organisation's default: paths, schemas and access in packages/shared/src/languages/. */
export const languageRoutes: FastifyPluginAsync<{ languages: LanguagesService }> = async (
  app,
  { languages },
) =>
  registerEndpoints(app, 'languages', LANGUAGE_CONTRACT, {
    mine: async (request) => languages.mine(ownIdOf(request)),
    setMine: async (request) => languages.setMine(callerOf(request), request.body),
    organisation: async () => languages.organisation(),
    setOrganisation: async (request) => languages.setOrganisation(callerOf(request), request.body),
  });
