import type { IncomingMessage } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { badRequest } from '../lib/errors.ts';

export interface SecurityOptions {
  /** Comma-separated origins allowed to call the API cross-site; unset: CORS stays closed. */
  corsOrigin?: string | undefined;
  /** PUBLIC_URL: file links point there, so our own pages may frame that origin. */
  publicUrl?: string | undefined;
}

/** The CORS_ORIGIN list, as @fastify/cors and the file answers' frame-ancestors read it. */
export function listOrigins(corsOrigin: string | undefined): string[] {
  return (corsOrigin ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/**
 * Only a serialised origin (scheme://host[:port], lower case, no path) goes into a policy: anything else
 * could smuggle a directive in, and would never equal a browser's Origin header for CORS either.
 */
const isPlainOrigin = (value: string): boolean => URL.canParse(value) && new URL(value).origin === value;

/** Only a plain host[:port] may be echoed into the policy; anything odd falls back to 'self' alone. */
const SAFE_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * Socket.IO upgrades to a WebSocket on our own host. CSP level 3 lets 'self' cover ws(s) of the
 * same host, but older engines do not, so the exact ws:// and wss:// origin of this host is named
 * (never a bare `ws:` that would allow every host).
 */
function socketSources(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return SAFE_HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

/**
 * Strict for everything we serve (HTML and API): scripts only from our origin, no plugins, no
 * <base> tricks, never framed by anyone. Inline styles stay allowed: positioned UI (dialogs, popovers,
 * toasts) writes style attributes at run time, and a blocked style breaks layout, not security.
 * Frames may only show our own origin, and PUBLIC_URL's when set (the salary slip viewer).
 */
const directives = (publicUrl: string | undefined) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", (request: IncomingMessage) => socketSources(request)],
  // With PUBLIC_URL, slip links are absolute on it: the viewer's frame must be allowed to load them.
  frameSrc: ["'self'", ...(publicUrl ? [new URL(publicUrl).origin] : [])],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
});

const FILE_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'none'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors";

/**
 * Stored files (salary slips, documents) are shown inside a page's frame, so their responses relax exactly
 * one thing: frame-ancestors 'self' instead of 'none', plus each CORS_ORIGIN origin (a front end on another
 * origin already reads everything through the API; it shows slips in a frame too). X-Frame-Options cannot name
 * another origin, and a browser that honours it over CSP would block that front end, so with foreign origins
 * it is left off these answers; without them it says SAMEORIGIN, as the policy does.
 */
export function frameableFileHeaders(corsOrigin: string | undefined): Record<string, string> {
  const foreign = listOrigins(corsOrigin).filter(isPlainOrigin);
  const policy = `${FILE_POLICY} ${["'self'", ...foreign].join(' ')}`;
  return foreign.length > 0
    ? { 'content-security-policy': policy }
    : { 'content-security-policy': policy, 'x-frame-options': 'SAMEORIGIN' };
}

// Geolocation for our own pages only: the clock card sends the position when office locations are set
// (docs/attendance.md, "Where a punch may come from").
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()';
/** Six months; no preload: that is an operator's decision for their own domain. */
const HSTS = 'max-age=15552000; includeSubDomains';

/** PostgreSQL text cannot hold U+0000; refusing it up front keeps such input a 400, never a 500. */
export const NUL_MESSAGE = 'Text may not contain NUL characters.';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || !value || typeof value !== 'object') return false;
  const items = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return items.some((item) => containsNul(item, depth + 1));
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityOptions = {},
): Promise<void> {
  // Helmet's middleware is built once and sets the headers on every answer (the Fastify wrapper built
  // it again for each request: a fifth of a small GET's time; docs/performance.md).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directives(options.publicUrl) },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Set below, only on HTTPS requests.
    hsts: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  // Multipart fields are read later, in the handler; the error handler maps the database's own
  // refusal of NUL (22021) to the same 400 for them.
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(NUL_MESSAGE);
    }
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // HTTPS is known only when we terminate TLS ourselves or a trusted proxy says so
    // (TRUST_PROXY=true makes X-Forwarded-Proto count); on plain HTTP the header would be ignored anyway.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // API answers are personal data: never cached by shared caches or the browser's disk cache.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  const origins = listOrigins(options.corsOrigin);
  if (origins.length > 0) {
    // Bearer tokens, not cookies: no credentials mode needed, and only the listed origins are echoed.
    await app.register(cors, {
      origin: origins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type'],
      exposedHeaders: ['retry-after', 'content-disposition'],
      maxAge: 600,
    });
  }
}
