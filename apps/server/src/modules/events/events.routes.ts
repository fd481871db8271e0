import type { FastifyPluginAsync } from 'fastify';
import { EVENT_CONTRACT } from '@hrms/shared/events/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { EventsService } from './events.service.ts';

/** Personal events: paths, schemas and access in packages/shared/src/events/. */
export const eventsRoutes: FastifyPluginAsync<{ events: EventsService }> = async (app, { events }) =>
  registerEndpoints(app, 'events', EVENT_CONTRACT, {
    create: async (request) => {
      const { title, description, date, time } = request.body;
      return events.create(callerOf(request), { title, description, date, time });
    },
    listOwn: async (request) => events.listOwn(callerOf(request)),
    complete: async (request) => events.complete(callerOf(request), request.params.id),
    remove: async (request) => events.remove(callerOf(request), request.params.id),
  });
