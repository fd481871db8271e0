import { timingSafeEqual } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, TWO_STEP_MESSAGES, type Role } from '@hrms/shared';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { Access, Caller } from './access.ts';

export interface TokenPayload {
  sub: string;
  role: Role;
  /** users.token_version at issue time. */
  tv: number;
  /** The session (user_sessions.id) the sign-in opened; absent only in tokens issued before sessions existed. */
  sid?: string;
}

/**
 * How the auth plugin learns who a token belongs to now, in one query: deleted users, tokens revoked by a
 * password change and signed-out sessions fail.
 */
export type CallerLookup = (
  userId: string,
  tokenVersion: number,
  sessionId?: string,
) => Promise<Caller | null>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller named by a verified token's claims, or null (a malformed session id never reaches the database). */
export function callerOfToken(payload: TokenPayload, lookupCaller: CallerLookup): Promise<Caller | null> {
  if (payload.sid !== undefined && (typeof payload.sid !== 'string' || !UUID.test(payload.sid))) {
    return Promise.resolve(null);
  }
  return lookupCaller(payload.sub, payload.tv, payload.sid);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A fixed bearer token that also opens this route (a Prometheus scraper's METRICS_TOKEN); null: none set. */
    serviceToken?: () => string | undefined;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, as registered (the authorisation matrix test reads it). */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

export interface AuthPluginOptions {
  secret: string;
  expiresIn: string;
  lookupCaller: CallerLookup;
}

/** Reads the bearer token and returns the live caller, or throws 401. */
async function authenticate(request: FastifyRequest, lookupCaller: CallerLookup): Promise<Caller> {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+\S+$/i.test(header)) throw unauthorized(MESSAGES.unauthenticated);
  let payload: TokenPayload;
  try {
    payload = await request.jwtVerify<TokenPayload>();
  } catch {
    throw unauthorized(MESSAGES.sessionExpired);
  }
  const caller = await callerOfToken(payload, lookupCaller);
  if (!caller) throw unauthorized(MESSAGES.sessionExpired);
  return caller;
}

function authorise(request: FastifyRequest, caller: Caller, access: Exclude<Access, 'public'>): void {
  if (!access.roles.includes(caller.role)) throw forbidden(MESSAGES.forbidden);
  // The Admin requires two-step sign-in of Admin and HR: until it is on, only its set-up routes open.
  if (caller.mustSetUpTwoStep && !access.duringTwoStepSetup) throw forbidden(TWO_STEP_MESSAGES.setupRequired);
  if (access.ownParam) {
    const params = request.params as Record<string, string | undefined>;
    const target = params[access.ownParam];
    const mayActForOthers = access.othersAllowedFor?.includes(caller.role) ?? false;
    if (target !== caller.id && !mayActForOthers) throw forbidden(MESSAGES.forbidden);
  }
}

/** The request carries the route's service token (compared in constant time). */
function hasServiceToken(request: FastifyRequest): boolean {
  const expected = request.routeOptions.config.serviceToken?.();
  const header = request.headers.authorization;
  if (!expected || !header) return false;
  const given = Buffer.from(header.replace(/^Bearer\s+/i, ''));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(fastifyJwt, { secret: options.secret, sign: { expiresIn: options.expiresIn } });
    app.decorateRequest('caller', null);
    const apiRoutes: ApiRoute[] = [];
    app.decorate('apiRoutes', apiRoutes);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
      const access = route.config?.access;
      if (!access) {
        throw new Error(
          `Route ${String(route.method)} ${route.url} has no config.access: every API route must declare who may call it.`,
        );
      }
      // HEAD twins of GET routes are added by Fastify itself and share the GET route's access.
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access });
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;
      if (hasServiceToken(request)) return;
      const caller = await authenticate(request, options.lookupCaller);
      request.caller = caller;
      authorise(request, caller, access);
    });
  },
  { name: 'auth' },
);

/** For handlers behind a non-public route: the caller is always there. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized(MESSAGES.unauthenticated);
  return request.caller;
}
