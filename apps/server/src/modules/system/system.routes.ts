import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, healthResponseSchema, publicConfigSchema } from '@hrms/shared';
import type { SystemService } from './system.service.ts';

export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (app, { system }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        security: [],
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    () => system.health(),
  );

  app.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'What the browser needs to know',
        security: [],
        response: { 200: publicConfigSchema },
      },
    },
    async () => system.publicConfig(),
  );
};
