import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let employee: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  employee = await createUser(ctx, { role: 'Employee' });
});
afterAll(() => ctx.close());

describe('role matrix', () => {
  const routes = [
    ['GET', '/api/admin/employees', { Admin: 200, HR: 403, Employee: 403 }],
    ['GET', '/api/hr/employees', { Admin: 403, HR: 200, Employee: 403 }],
    ['POST', '/api/admin/employees', { Admin: 400, HR: 403, Employee: 403 }],
    ['POST', '/api/hr/employees', { Admin: 403, HR: 400, Employee: 403 }],
    [
      'PUT',
      '/api/admin/employees/00000000-0000-4000-8000-000000000000',
      { Admin: 404, HR: 403, Employee: 403 },
    ],
    [
      'DELETE',
      '/api/admin/employees/00000000-0000-4000-8000-000000000000',
      { Admin: 404, HR: 403, Employee: 403 },
    ],
    ['PUT', '/api/admin/grant-reupload-access', { Admin: 400, HR: 403, Employee: 403 }],
  ] as const;
  for (const [method, url, expected] of routes) {
    it(`${method} ${url}: ${JSON.stringify(expected)}, 401 without a token`, async () => {
      const users = { Admin: admin, HR: hr, Employee: employee };
      for (const [role, status] of Object.entries(expected)) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: bearer(users[role as keyof typeof users]),
          payload: {},
        });
        expect(res.statusCode, `${role} ${res.body}`).toBe(status);
      }
      expect((await ctx.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    });
  }
});
