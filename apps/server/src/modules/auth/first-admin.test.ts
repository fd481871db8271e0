import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('first Admin', () => {
  it('is created once, with a generated password when none is configured, and can sign in', async () => {
    const first = await ctx.app.services.auth.ensureFirstAdmin({
      email: 'Boss@Example.com',
      name: 'Boss',
      password: undefined,
    });
    expect(first.created).toBe(true);
    expect(first.generatedPassword).toMatch(/^[\w-]{16}$/);
    const again = await ctx.app.services.auth.ensureFirstAdmin({
      email: 'other@example.com',
      name: 'Other',
      password: 'password-1',
    });
    expect(again).toEqual({ created: false });

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'boss@example.com', password: first.generatedPassword },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Boss', email: 'boss@example.com', role: 'Admin' });
  });
});
