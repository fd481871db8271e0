import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createEventBodySchema,
  deletedEventSchema,
  errorResponseSchema,
  eventIdParamsSchema,
  eventListSchema,
  eventSchema,
} from '@hrms/shared';
import { ANY_ROLE } from '../../plugins/access.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { EventsService } from './events.service.ts';

const errors = errorResponses(400, 401, 403, 404);

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  app.post(
    '/api/events',
    {
      config: { access: { roles: ANY_ROLE } },
      schema: {
        tags: ['events'],
        summary: 'Add a personal event (owner: the caller; the body field employee is ignored)',
        body: createEventBodySchema,
        response: { 201: eventSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { title, description, date, time } = request.body;
      return reply.code(201).send(await events.create(callerOf(request), { title, description, date, time }));
    },
  );

  app.get(
    '/api/events/:id',
    {
      // Here :id is the owner's user id (spec section 7: /events/{id} by employee id).
      config: { access: { roles: ANY_ROLE, ownParam: 'id' } },
      schema: {
        tags: ['events'],
        summary: "The caller's own events, by date and time",
        params: eventIdParamsSchema,
        response: { 200: eventListSchema, ...errors },
      },
    },
    async (request) => events.listOwn(callerOf(request)),
  );

  app.put(
    '/api/events/:id/status',
    {
      config: { access: { roles: ANY_ROLE } },
      schema: {
        tags: ['events'],
        summary: "Complete one of today's own events",
        params: eventIdParamsSchema,
        response: { 200: eventSchema, ...errors, 409: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => events.complete(callerOf(request), request.params.id),
  );

  app.delete(
    '/api/events/:id',
    {
      config: { access: { roles: ANY_ROLE } },
      schema: {
        tags: ['events'],
        summary: 'Delete one of the caller’s own events',
        params: eventIdParamsSchema,
        response: { 200: deletedEventSchema, ...errors },
      },
    },
    async (request) => events.remove(callerOf(request), request.params.id),
  );
};
