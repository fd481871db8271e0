import { ANY_ROLE } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { EVENT_ENDPOINTS } from './endpoints.ts';
import {
  createEventBodySchema,
  deletedEventSchema,
  eventIdParamsSchema,
  eventListSchema,
  eventSchema,
} from './schemas.ts';

const errors = [400, 401, 403, 404] as const;

/** An event belongs to its creator alone: another person's event answers 404 (docs/communication.md). */
export const EVENT_CONTRACT = defineContract(EVENT_ENDPOINTS, {
  create: {
    summary: 'Add a personal event (owner: the caller; the body field employee is ignored)',
    body: createEventBodySchema,
    response: eventSchema,
    errors,
    access: { roles: ANY_ROLE },
  },
  listOwn: {
    summary: "The caller's own events, by date and time",
    params: eventIdParamsSchema,
    response: eventListSchema,
    errors,
    access: { roles: ANY_ROLE, ownParam: 'id' },
  },
  complete: {
    summary: "Complete one of today's own events",
    params: eventIdParamsSchema,
    response: eventSchema,
    errors: [...errors, 409, 422],
    access: { roles: ANY_ROLE },
  },
  remove: {
    summary: 'Delete one of the caller’s own events',
    params: eventIdParamsSchema,
    response: deletedEventSchema,
    errors,
    access: { roles: ANY_ROLE },
  },
});
