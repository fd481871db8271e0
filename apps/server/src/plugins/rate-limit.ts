import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RATE_LIMIT_MESSAGE } from '@hrms/shared';
import type { AppConfig } from '../config/env.ts';
import { tooManyRequests } from '../lib/errors.ts';
import type { RedisConnections } from '../lib/redis.ts';

/** Health probes and metrics scrapes are the orchestrator's, not people's: never limited. */
const UNLIMITED = ['/api/health', '/api/metrics'];

/**
 * The whole-API rate limit (docs/security.md), beside the sign-in throttle: RATE_LIMIT_MAX requests per
 * RATE_LIMIT_WINDOW_SECONDS for each signed-in person, and for each client address when not signed in
 * (a whole office behind one NAT address is not one budget). Counters live in Redis when REDIS_URL is
 * set, so N instances give no more than one. Over the limit: 429 with Retry-After and `{ message }`.
 * The caller is known here because the auth plugin's hook (global) runs before this per-route hook;
 * a request without a valid token to a signed-in route is refused by it first (401, no database work
 * for a forged token). Only /api is counted: the web app's files are not.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  limit: AppConfig['rateLimit'],
  redis: RedisConnections | null,
): Promise<void> {
  if (!limit) return;
  await app.register(fastifyRateLimit, {
    global: true,
    max: limit.max,
    timeWindow: limit.windowMs,
    ...(redis ? { redis: redis.client(), nameSpace: `${redis.key('rate-limit')}:` } : {}),
    keyGenerator: (request: FastifyRequest) =>
      request.caller ? `person:${request.caller.id}` : `address:${request.ip}`,
    allowList: (request: FastifyRequest) =>
      !request.url.startsWith('/api/') || UNLIMITED.some((prefix) => request.url.startsWith(prefix)),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(RATE_LIMIT_MESSAGE, Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
