import type { FastifyPluginAsync } from 'fastify';
import { SYSTEM_CONTRACT } from '@hrms/shared/system/contract';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { AppMetrics } from '../../lib/metrics.ts';
import type { SystemService } from './system.service.ts';

/** Health and the browser's settings, open to anyone: packages/shared/src/system/. */
export const systemRoutes: FastifyPluginAsync<{ system: SystemService; metrics: AppMetrics }> = async (
  app,
  { system, metrics },
) =>
  registerEndpoints(
    app,
    'system',
    SYSTEM_CONTRACT,
    {
      health: async () => system.health(),
      live: async () => system.live(),
      ready: async () => system.ready(),
      metrics: async (_request, reply) => reply.type(metrics.contentType).send(await metrics.text()),
      config: async () => system.publicConfig(),
    },
    { metrics: { serviceToken: () => system.metricsToken() } },
  );
