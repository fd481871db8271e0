import type { FastifyPluginAsync } from 'fastify';
import { LIFECYCLE_CONTRACT } from '@hrms/shared/lifecycle/contract';
import { contentDisposition } from '../../lib/export/table.ts';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { LifecycleServices } from './lifecycle.setup.ts';

/** Probation, onboarding and letters: paths, schemas and access in packages/shared/src/lifecycle/. */
export const lifecycleRoutes: FastifyPluginAsync<LifecycleServices> = async (
  app,
  { settings, probation, letters, onboarding },
) =>
  registerEndpoints(app, 'lifecycle', LIFECYCLE_CONTRACT, {
    settings: async () => settings.get(),
    saveSettings: async (request) => settings.save(callerOf(request), request.body),
    probations: async () => probation.list(),
    setProbation: async (request) =>
      probation.setLength(callerOf(request), request.params.id, request.body.months),
    confirmProbation: async (request) =>
      probation.confirm(callerOf(request), request.params.id, request.body?.confirmedOn),
    extendProbation: async (request) => probation.extend(callerOf(request), request.params.id, request.body),
    letterTemplates: async () => settings.templates(),
    saveLetterTemplate: async (request) =>
      settings.saveTemplate(callerOf(request), request.params.kind, request.body),
    resetLetterTemplate: async (request) =>
      settings.saveTemplate(callerOf(request), request.params.kind, null),
    previewLetter: async (request, reply) => {
      const file = await letters.preview(request.params.kind, request.body);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.bytes));
    },
    personLetters: async (request) => letters.list(request.params.id),
    issueLetter: async (request) => letters.issue(callerOf(request), request.params.id, request.params.kind),
    onboarding: async (request) => onboarding.items(request.params.id),
  });
