import type { FastifyPluginAsync } from 'fastify';
import { FILE_CONTRACT } from '@hrms/shared/files/contract';
import { registerEndpoints } from '../plugins/register-endpoints.ts';
import { inlineDisposition } from './file-names.ts';
import type { FileLinks } from './signed-url.ts';
import type { FileStorage } from './storage.ts';

/** Only the types we accept or generate are served as themselves; anything else downloads as bytes. */
const SERVABLE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/** Signed file links (packages/shared/src/files/): the token is the authorisation, so links work in frames and <a>. */
export const filesRoutes: FastifyPluginAsync<{
  storage: FileStorage;
  fileLinks: FileLinks;
  /** plugins/security.ts frameableFileHeaders: who may frame a file. */
  frameHeaders: Record<string, string>;
}> = async (app, { storage, fileLinks, frameHeaders }) =>
  registerEndpoints(app, 'files', FILE_CONTRACT, {
    file: async (request, reply) => {
      const target = fileLinks.verify(request.params.token);
      const data = await storage.read(target.key);
      const type = SERVABLE_TYPES.has(target.contentType) ? target.contentType : 'application/octet-stream';
      return (
        reply
          .header('content-type', type)
          .header('content-disposition', inlineDisposition(target.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // Shown in a page's frame (salary slip viewer): the one relaxation of the CSP. Helmet's
          // X-Frame-Options DENY goes; frameHeaders puts SAMEORIGIN back unless other origins may frame.
          .removeHeader('x-frame-options')
          .headers(frameHeaders)
          .send(data)
      );
    },
  });
