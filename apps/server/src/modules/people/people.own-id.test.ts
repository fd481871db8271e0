import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, TWO_STEP_MESSAGES } from '@hrms/shared';
import { users } from '../../db/schema/index.ts';
import {
  bearer,
  createTestApp,
  createUser,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from '../../test/test-app.ts';
import { codeAt, enrol } from '../../test/two-step-helpers.ts';
import { form } from '../../test/upload-fixtures.ts';

/**
 * A stolen Admin token must not become a takeover (issue 39): the Admin routes refuse the caller's own
 * password, e-mail and two-step sign-in (409, pointing to self-service), and the self-service password change
 * asks for a code when two-step sign-in is on.
 */
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin', name: 'Own Admin' });
});
afterAll(() => ctx.close());

const putSelf = (payload: FormData) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/employees/${admin.id}`,
    headers: bearer(admin),
    payload: payload as never,
  });
const stored = async () => (await ctx.db.select().from(users).where(eq(users.id, admin.id)))[0]!;
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe("Admin routes on the Admin's own id", () => {
  it('refuse a new password or e-mail with 409 and change nothing; other fields stay editable', async () => {
    const before = await stored();
    const password = await putSelf(form({ name: 'Own Admin', password: 'taken-over-123' }));
    expect(password.statusCode).toBe(409);
    expect(password.json()).toEqual({
      code: 'conflict',
      message: ACCOUNT_MESSAGES.ownCredentialsViaSelfService,
    });
    const email = await putSelf(form({ name: 'Own Admin', email: 'attacker@example.com' }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({
      code: 'conflict',
      message: ACCOUNT_MESSAGES.ownCredentialsViaSelfService,
    });
    expect(await stored()).toEqual(before);
    expect((await login(admin.email, TEST_PASSWORD)).statusCode).toBe(200);

    // The same e-mail sent back (the form always sends it) and a blank password are no change of credentials.
    const renamed = await putSelf(
      form({ name: 'Renamed Admin', email: admin.email.toUpperCase(), password: '' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renamed Admin', email: admin.email });
  });

  it('refuse resetting the own password with 409', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/employees/${admin.id}/reset-password`,
      headers: bearer(admin),
      payload: { password: 'taken-over-123' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: ACCOUNT_MESSAGES.cannotResetSelf });
  });
});

describe('changing one’s own password with two-step sign-in on', () => {
  it('asks for a code besides the current password, and checks it', async () => {
    const person = await createUser(ctx);
    ctx.clock.advance(60_000);
    const { secret } = await enrol(ctx, person);
    ctx.clock.advance(60_000);
    const change = (extra: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(person),
        payload: {
          currentPassword: TEST_PASSWORD,
          newPassword: 'fresh-pass-99',
          confirmPassword: 'fresh-pass-99',
          ...extra,
        },
      });
    const none = await change({});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ code: 'invalid_input', message: TWO_STEP_MESSAGES.codeRequired });
    const wrong = await change({ code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'invalid_input', message: TWO_STEP_MESSAGES.codeInvalid });
    expect((await login(person.email, TEST_PASSWORD)).statusCode).toBe(200);
    const done = await change({ code: await codeAt(ctx, secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect((await login(person.email, 'fresh-pass-99')).statusCode).toBe(200);
  });
});
