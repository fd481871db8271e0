import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract, defineEndpoints, MESSAGES } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../test/test-app.ts';
import { notFound } from '../lib/errors.ts';
import { callerOf } from './auth.ts';
import { ownIdOf, registerTable } from './register-endpoints.ts';

// A toy domain: one personal endpoint served in all three areas, one staff endpoint, one plain one.
const TOYS = defineEndpoints({
  mine: { method: 'GET', path: '{area}/{own}/toys/:toyId', areas: ['employees', 'admin', 'hr'] },
  add: { method: 'POST', path: '{area}/toys', areas: ['admin', 'hr'], status: 201 },
  ping: { method: 'GET', path: '/toys/ping' },
  picture: { method: 'GET', path: '/toys/:toyId/picture' },
});
const toySchema = z.object({ toyId: z.string(), owner: z.string() });
const CONTRACT = defineContract(TOYS, {
  mine: {
    summary: 'One of my toys',
    params: z.object({ toyId: z.string() }),
    response: toySchema,
    errors: [401, 403],
    access: { othersAllowedFor: ['Admin'] },
  },
  add: {
    summary: 'Add a toy',
    body: z.object({ toyId: z.string().min(1, { error: 'A toy needs an id.' }) }),
    response: toySchema,
    errors: [400, 401, 403],
  },
  ping: { summary: 'Ping', response: z.object({ pong: z.literal(true) }), errors: [], access: 'public' },
  picture: {
    summary: 'A toy’s picture',
    params: z.object({ toyId: z.string() }),
    response: 'bytes',
    errors: [404],
    access: { roles: ['Admin'] },
  },
});
const PICTURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);

// Whose kites: the own id is checked by a schema of its own, and the handler reads it in any area.
const KITES = defineEndpoints({
  whose: { method: 'GET', path: '{area}/{own}/kites', areas: ['employees', 'hr'] },
});
const KITE_CONTRACT = defineContract(KITES, {
  whose: {
    summary: 'Whose kites',
    own: z.uuid('No such flyer.'),
    access: { othersAllowedFor: ['Admin'] },
    response: z.object({ owner: z.string() }),
    errors: [400, 401, 403],
  },
});

let ctx: TestContext;
let employee: TestUser;
let hr: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({
    beforeReady(app) {
      registerTable(
        app,
        'toys',
        TOYS,
        CONTRACT,
        {
          // The extra field must not reach the answer: the response schema serialises it.
          mine: async (request) => {
            const toy = { toyId: request.params.toyId, owner: callerOf(request).id, secret: 'x' };
            return toy;
          },
          add: async (request) => ({ toyId: request.body.toyId, owner: callerOf(request).id }),
          ping: async () => ({ pong: true as const }),
          picture: async (request, reply) => {
            if (request.params.toyId !== 'kite') throw notFound('No such toy.');
            return reply.header('content-type', 'image/png').send(PICTURE);
          },
        },
        // A route may bring its own serialiser (the sheet writes its rows once under two keys).
        { ping: { serializerCompiler: () => () => '{ "pong": true }' } },
      );
      registerTable(app, 'kites', KITES, KITE_CONTRACT, {
        whose: async (request) => ({ owner: ownIdOf(request) }),
      });
    },
  });
  [employee, hr, admin] = await Promise.all([
    createUser(ctx, { role: 'Employee' }),
    createUser(ctx, { role: 'HR' }),
    createUser(ctx, { role: 'Admin' }),
  ]);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload ? { payload } : {}) });

describe('routes registered from an endpoint table', () => {
  it('expands each area into its own route with the area’s roles and own parameter', () => {
    const toys = ctx.app.apiRoutes.filter((route) => route.url.includes('/toys'));
    expect(toys).toEqual([
      {
        method: 'GET',
        url: '/api/employees/:id/toys/:toyId',
        access: { roles: ['Admin', 'HR', 'Employee'], ownParam: 'id', othersAllowedFor: ['Admin'] },
      },
      {
        method: 'GET',
        url: '/api/admin/:userId/toys/:toyId',
        access: { roles: ['Admin'], ownParam: 'userId', othersAllowedFor: ['Admin'] },
      },
      {
        method: 'GET',
        url: '/api/hr/:userId/toys/:toyId',
        access: { roles: ['HR'], ownParam: 'userId', othersAllowedFor: ['Admin'] },
      },
      { method: 'POST', url: '/api/admin/toys', access: { roles: ['Admin'] } },
      { method: 'POST', url: '/api/hr/toys', access: { roles: ['HR'] } },
      { method: 'GET', url: '/api/toys/ping', access: 'public' },
      { method: 'GET', url: '/api/toys/:toyId/picture', access: { roles: ['Admin'] } },
    ]);
  });

  it('enforces the access of each area', async () => {
    const own = await call('GET', `/api/employees/${employee.id}/toys/t1`, employee);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ toyId: 't1', owner: employee.id });
    expect((await call('GET', `/api/employees/${hr.id}/toys/t1`, employee)).json()).toEqual({
      code: 'forbidden',
      message: MESSAGES.forbidden,
    });
    expect((await call('GET', `/api/hr/${employee.id}/toys/t1`, employee)).statusCode).toBe(403);
    expect((await call('GET', `/api/hr/${hr.id}/toys/t1`, hr)).statusCode).toBe(200);
    expect((await call('GET', `/api/employees/${employee.id}/toys/t1`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/employees/${employee.id}/toys/t1`)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/toys', hr, { toyId: 'a' })).statusCode).toBe(403);
    expect((await call('GET', '/api/toys/ping')).json()).toEqual({ pong: true });
  });

  it('answers the table’s status, and validates the body with the contract', async () => {
    const added = await call('POST', '/api/hr/toys', hr, { toyId: 'kite' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ toyId: 'kite', owner: hr.id });
    const empty = await call('POST', '/api/admin/toys', admin, { toyId: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'invalid_input', message: 'A toy needs an id.' });
  });

  it('documents each route in OpenAPI with its summary, tag, parameters and error answers', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const mine = doc.paths['/api/admin/{userId}/toys/{toyId}'].get;
    expect(mine.tags).toEqual(['toys']);
    expect(mine.summary).toBe('One of my toys');
    expect(mine.parameters.map((p: { name: string }) => p.name)).toEqual(['userId', 'toyId']);
    expect(Object.keys(mine.responses)).toEqual(['200', '401', '403']);
    expect(Object.keys(doc.paths['/api/hr/toys'].post.responses)).toEqual(['201', '400', '401', '403']);
  });

  it('sends a file’s bytes as the handler sent them, and its errors as { message }', async () => {
    const picture = await call('GET', '/api/toys/kite/picture', admin);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload).toEqual(PICTURE);
    const missing = await call('GET', '/api/toys/ball/picture', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'No such toy.' });
    expect((await call('GET', '/api/toys/kite/picture', hr)).statusCode).toBe(403);
  });

  it('documents a file answer by its errors only, and a public route as needing no token', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const picture = doc.paths['/api/toys/{toyId}/picture'].get;
    expect(Object.keys(picture.responses)).toEqual(['404']);
    expect(picture.security).toBeUndefined();
    expect(doc.paths['/api/toys/ping'].get.security).toEqual([]);
  });
});

describe('the own parameter', () => {
  it('is validated by the contract’s own schema and read by ownIdOf whatever the area calls it', async () => {
    expect((await call('GET', `/api/hr/${hr.id}/kites`, hr)).json()).toEqual({ owner: hr.id });
    expect((await call('GET', `/api/employees/${employee.id}/kites`, admin)).json()).toEqual({
      owner: employee.id,
    });
    // Access first (someone else's id is refused), then the schema (the Admin may ask for anyone).
    expect((await call('GET', '/api/employees/not-a-uuid/kites', employee)).statusCode).toBe(403);
    const bad = await call('GET', '/api/employees/not-a-uuid/kites', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'invalid_input', message: 'No such flyer.' });
  });
});

describe('route extras', () => {
  it('a route’s own serialiser writes its answer', async () => {
    const response = await call('GET', '/api/toys/ping');
    expect(response.statusCode).toBe(200);
    // The default serialiser writes '{"pong":true}'.
    expect(response.body).toBe('{ "pong": true }');
  });
});
