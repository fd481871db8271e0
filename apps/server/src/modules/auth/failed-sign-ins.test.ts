import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailedSignIn } from '@hrms/shared';
import { bearer, createTestApp, createUser, TEST_PASSWORD, type TestContext } from '../../test/test-app.ts';
import { enrol, secondStep, signIn } from '../../test/two-step-helpers.ts';

/** The Admin's 'Recent failed sign-ins' (issue 39): what failed, from where, how often; nothing secret. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ throttleLimits: { perEmail: 2, perAddress: 50, windowMs: 60_000 } });
});
afterAll(() => ctx.close());

const login = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const list = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/security/failed-sign-ins', headers: bearer({ token }) });

describe('GET /api/admin/security/failed-sign-ins', () => {
  it('lists wrong passwords, unknown e-mails, wrong codes and refused attempts, newest first', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const person = await createUser(ctx, { email: 'often-wrong@example.com' });
    const coded = await createUser(ctx, { email: 'coded@example.com' });
    await enrol(ctx, coded);

    for (let i = 0; i < 3; i += 1) await login(person.email, `Wrong-Secret-${i}`, '10.7.0.1');
    ctx.clock.advance(1_000);
    await login('NOBODY@example.com', 'whatever-1', '10.7.0.2');
    ctx.clock.advance(1_000);
    await secondStep(ctx, (await signIn(ctx, coded, '10.7.0.3')).json().challenge, '000000', '10.7.0.3');
    // A right password leaves nothing.
    await login(admin.email, TEST_PASSWORD, '10.7.0.4');

    const res = await list(admin.token);
    expect(res.statusCode).toBe(200);
    const rows = res.json<FailedSignIn[]>();
    expect(
      rows.map(({ email, ipAddress, reason, failures }) => ({ email, ipAddress, reason, failures })),
    ).toEqual([
      { email: 'coded@example.com', ipAddress: '10.7.0.3', reason: 'code', failures: 1 },
      { email: 'nobody@example.com', ipAddress: '10.7.0.2', reason: 'password', failures: 1 },
      { email: 'often-wrong@example.com', ipAddress: '10.7.0.1', reason: 'delayed', failures: 1 },
      { email: 'often-wrong@example.com', ipAddress: '10.7.0.1', reason: 'password', failures: 2 },
    ]);
    expect(res.body).not.toMatch(/Wrong-Secret|whatever-1|argon2/);
  });

  it('is the Admin’s only', async () => {
    const hr = await createUser(ctx, { role: 'HR' });
    expect((await list(hr.token)).statusCode).toBe(403);
  });
});
