import { defineEndpoints } from '../http/endpoints.ts';

/** Tasks (spec section 7): Admins manage them, the assignee completes them; schemas and access in contract.ts. */
export const TASK_ENDPOINTS = defineEndpoints({
  create: { method: 'POST', path: '/tasks', status: 201 },
  update: { method: 'PUT', path: '/tasks/:id' },
  remove: { method: 'DELETE', path: '/tasks/:id' },
  complete: { method: 'PUT', path: '/tasks/:id/status' },
  listAssigned: { method: 'GET', path: '/tasks/user/:id' },
  listCreated: { method: 'GET', path: '/tasks/admin-created/:id' },
});
