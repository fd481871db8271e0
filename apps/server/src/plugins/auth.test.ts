import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../test/test-app.ts';
import { STAFF_ROLES } from './access.ts';
import { callerOf } from './auth.ts';

let ctx: TestContext;
let employee: TestUser;
let other: TestUser;
let hr: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({
    beforeReady(app) {
      app.get('/api/test/staff', { config: { access: { roles: STAFF_ROLES } } }, async (request) => ({
        id: callerOf(request).id,
      }));
      app.get(
        '/api/test/people/:id',
        {
          config: {
            access: { roles: ['Admin', 'HR', 'Employee'], ownParam: 'id', othersAllowedFor: ['Admin'] },
          },
        },
        async (request) => ({ id: callerOf(request).id }),
      );
    },
  });
  [employee, other, hr, admin] = await Promise.all([
    createUser(ctx, { role: 'Employee' }),
    createUser(ctx, { role: 'Employee' }),
    createUser(ctx, { role: 'HR' }),
    createUser(ctx, { role: 'Admin' }),
  ]);
});
afterAll(() => ctx.close());

const get = (url: string, user?: TestUser) =>
  ctx.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });

describe('access control', () => {
  it('checks the role: 401 anonymous, 403 wrong role, 200 right role', async () => {
    expect((await get('/api/test/staff')).statusCode).toBe(401);
    const refused = await get('/api/test/staff', employee);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'forbidden', message: MESSAGES.forbidden });
    expect((await get('/api/test/staff', hr)).json()).toEqual({ id: hr.id });
    expect((await get('/api/test/staff', admin)).statusCode).toBe(200);
  });

  it("checks ownership of the path's id, with the roles allowed to act for others", async () => {
    expect((await get(`/api/test/people/${employee.id}`, employee)).statusCode).toBe(200);
    expect((await get(`/api/test/people/${other.id}`, employee)).statusCode).toBe(403);
    expect((await get(`/api/test/people/${employee.id}`, hr)).statusCode).toBe(403);
    expect((await get(`/api/test/people/${employee.id}`, admin)).statusCode).toBe(200);
  });

  it('takes the role from the database, not from the token', async () => {
    const forged = { token: ctx.app.jwt.sign({ sub: employee.id, role: 'Admin', tv: 0 }) };
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/test/staff', headers: bearer(forged) })).statusCode,
    ).toBe(403);
  });

  it('refuses to register an API route that does not declare its access', async () => {
    const attempt = createTestApp({
      beforeReady(app) {
        app.get('/api/test/unguarded', async () => ({ leaked: true }));
      },
    });
    await expect(attempt).rejects.toThrow(/has no config.access/);
  });
});
