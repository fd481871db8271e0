import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** Where log lines go: stdout by default, a collector in tests. */
export interface LogStream {
  write(line: string): void;
}

/**
 * What the server logs of a request (docs/security.md, issue 25): a request id on every line, and never a
 * secret. Authorization and cookies are never serialised; a signed file link's token (its path is the
 * authorisation) and the query values of secret-looking parameters are replaced before the line is written.
 */

/** A caller's X-Request-Id is kept when it is short and plain, so a proxy's id follows the request. */
const PLAIN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
}

const SECRET_QUERY = /([?&](?:token|access_token|password|secret|signature|sig|key)=)[^&#]*/gi;
const FILE_LINK = /^(\/api\/files\/)[^/?#]+/;

/** The URL as it may be logged: file-link tokens and secret query values replaced. */
export function loggableUrl(url: string): string {
  return url.replace(FILE_LINK, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

interface LoggableRequest {
  id: string;
  method: string;
  url: string;
  ip?: string;
}

export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      // Only these fields: headers (Authorization, Cookie) and bodies (passwords, documents) never reach a line.
      req: (request: LoggableRequest) => ({
        reqId: request.id,
        method: request.method,
        url: loggableUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'password',
        'token',
      ],
      censor: '[redacted]',
    },
  } as FastifyServerOptions['logger'];
}

/** The answer names its request id, so a user's report can be matched with the server's lines. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
