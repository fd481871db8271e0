import { bearer, type TestContext, type TestUser } from './test-app.ts';

/** The on-duty calls the module's API tests make, bound to one test app (the world is made in beforeAll). */
export function onDutyCalls(current: () => TestContext) {
  return {
    /** POST /api/employees/:id/on-duty on the person's own path. */
    ask: (user: TestUser, payload: object) =>
      current().app.inject({
        method: 'POST',
        url: `/api/employees/${user.id}/on-duty`,
        headers: bearer(user),
        payload,
      }),
    /** PUT /api/employees/:personId/on-duty/:requestId/cancel as `user`. */
    cancel: (user: TestUser, personId: string, requestId: string) =>
      current().app.inject({
        method: 'PUT',
        url: `/api/employees/${personId}/on-duty/${requestId}/cancel`,
        headers: bearer(user),
      }),
  };
}
