import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hrms/shared';
import { preloadsFor, readRoutePreloads, withPreloads } from './route-preloads.ts';

/**
 * Serves the built web app on the API's port. Any GET that is not an API call or a
 * file gets the SPA's index.html, so the browser router can show the page (or its 404).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  // Read once: a deploy replaces the build and restarts the server.
  const indexHtml = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';
  const preloads = hasBuild ? readRoutePreloads(webDistDir) : new Map();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The web build writes .br/.gz beside each asset (apps/web/vite.config.ts); send those when accepted.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (path.basename(filePath).startsWith('index.html')) {
          // Set here, not on the reply: the static sender writes its own cache header after ours.
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/socket.io');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: MESSAGES.notFound, code: 'not_found' });
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run "npm run build" (npm start does it for you).');
    }
    // A dashboard's HTML names the chunks of its first screen, so they download together (route-preloads.ts).
    const files = preloadsFor(preloads, request.url);
    if (files.length > 0) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withPreloads(indexHtml, files));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
