import { defineEndpoints } from '../http/endpoints.ts';

/** Personal events (spec section 7); schemas and access in contract.ts. */
export const EVENT_ENDPOINTS = defineEndpoints({
  create: { method: 'POST', path: '/events', status: 201 },
  // Here :id is the owner's user id (spec section 7: /events/{id} by employee id).
  listOwn: { method: 'GET', path: '/events/:id' },
  complete: { method: 'PUT', path: '/events/:id/status' },
  remove: { method: 'DELETE', path: '/events/:id' },
});
