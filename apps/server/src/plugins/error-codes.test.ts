import { ERROR_CODES, errorResponseSchema } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, createTestApp, type TestContext, type TestUser } from '../test/test-app.ts';

/** Every error answer carries a machine-readable code beside its message (packages/shared/src/http/error-codes.ts). */
describe('error codes', () => {
  let ctx: TestContext;
  let employee: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({
      beforeReady(app) {
        app.get('/api/test/broken', { config: { access: 'public' } }, async () => {
          throw new Error('secret internals');
        });
      },
    });
    employee = await createUser(ctx, { role: 'Employee' });
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST', url: string, init: { user?: TestUser; payload?: string } = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...(init.user ? bearer(init.user) : {}), 'content-type': 'application/json' },
      ...(init.payload === undefined ? {} : { payload: init.payload }),
    });

  it.each([
    ['no token', 'GET', '/api/auth/me', {}, 401, 'unauthorized'],
    ["another role's area", 'GET', '/api/admin/employees', { employee: true }, 403, 'forbidden'],
    ['an unknown API path', 'GET', '/api/no-such-thing', {}, 404, 'not_found'],
    ['unreadable JSON', 'POST', '/api/auth/login', { payload: '{"email":' }, 400, 'invalid_input'],
    [
      'a body failing its schema',
      'POST',
      '/api/auth/login',
      { payload: '{"email":7}' },
      400,
      'invalid_input',
    ],
    ['a failure of ours', 'GET', '/api/test/broken', {}, 500, 'internal'],
  ] as const)('%s: %i with code %s', async (_, method, url, init, status, code) => {
    const res = await send(method, url, {
      ...('employee' in init ? { user: employee } : {}),
      ...('payload' in init ? { payload: init.payload } : {}),
    });
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.code).toBe(code);
    expect(typeof body.message).toBe('string');
    expect(body.message).not.toContain('secret internals');
    expect(errorResponseSchema.parse(body)).toEqual(body);
  });

  it('lists each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});
