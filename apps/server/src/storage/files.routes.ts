import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inlineDisposition } from './file-names.ts';
import type { FileLinks } from './signed-url.ts';
import type { FileStorage } from './storage.ts';

/** Only the types we accept or generate are served as themselves; anything else downloads as bytes. */
const SERVABLE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

export const filesRoutes: FastifyPluginAsyncZod<{
  storage: FileStorage;
  fileLinks: FileLinks;
  /** plugins/security.ts frameableFileHeaders: who may frame a file. */
  frameHeaders: Record<string, string>;
}> = async (app, { storage, fileLinks, frameHeaders }) => {
  app.get(
    '/api/files/:token',
    {
      // The signed token is the authorisation: links work in frames and <a> without a header.
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A stored file, through a short-lived signed link',
        security: [],
        params: z.object({ token: z.string().min(1).max(2048) }),
        // No response schema: the body is the file's bytes (403 bad link, 410 expired, 404 gone).
      },
    },
    async (request, reply) => {
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
  );
};
