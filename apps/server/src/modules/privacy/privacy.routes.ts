import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { PRIVACY_CONTRACT } from '@hrms/shared/privacy/contract';
import { contentDisposition } from '../../lib/export/table.ts';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { PrivacyService } from './privacy.service.ts';

/** The ZIP is streamed as it is made (data-export.ts): no content-length, sent in chunks. */
const sendZip = (reply: FastifyReply, file: { fileName: string; stream: Readable }) =>
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.stream);

/** Reveal, data export and privacy settings: paths, schemas and access in packages/shared/src/privacy/. */
export const privacyRoutes: FastifyPluginAsync<{ privacy: PrivacyService }> = async (app, { privacy }) =>
  registerEndpoints(app, 'privacy', PRIVACY_CONTRACT, {
    reveal: async (request) => privacy.reveal(callerOf(request), request.params.id, request.body),
    myDataExport: async (request, reply) => {
      const caller = callerOf(request);
      return sendZip(reply, await privacy.exportData(caller, caller.id));
    },
    personDataExport: async (request, reply) =>
      sendZip(reply, await privacy.exportData(callerOf(request), request.params.id)),
    getSettings: async () => privacy.getSettings(),
    putSettings: async (request) => privacy.putSettings(callerOf(request), request.body),
  });
