import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupStatus } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/** The first-run checklist (issue 40): each step's done from the data itself. */
let ctx: TestContext;
let admin: TestUser;

const status = async () =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/admin/setup-status', headers: bearer(admin) })
  ).json<SetupStatus>();
const doneOf = (answer: SetupStatus) => Object.fromEntries(answer.steps.map((s) => [s.id, s.done]));
const as = (method: 'PUT' | 'POST', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: bearer(admin), payload });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
});
afterAll(() => ctx.close());

describe('setup status', () => {
  it('an empty organisation: nothing done, every step reachable, mail to the outbox folder', async () => {
    const answer = await status();
    expect(answer.steps.map((s) => s.id)).toEqual([
      'organisation',
      'goLive',
      'holidays',
      'workWeek',
      'leavePolicies',
      'payrollSettings',
      'people',
      'openingBalances',
    ]);
    expect(answer.steps.every((s) => !s.done)).toBe(true);
    expect(answer.steps.every((s) => s.available)).toBe(true);
    expect(answer.mail).toEqual({ mode: 'outbox', outboxPath: `${ctx.config.dataDir}/outbox` });
  });

  it('each step turns done when its data exists', async () => {
    // A name alone is not enough: the step asks for the address too.
    await as('PUT', '/api/admin/organisation', { name: 'Acme', addressLines: [], state: null });
    expect(doneOf(await status()).organisation).toBe(false);
    await as('PUT', '/api/admin/organisation', { name: 'Acme', addressLines: ['Pune'], state: 'MH' });
    expect(
      (await as('POST', '/api/holidays', { date: '2026-12-25', name: 'Christmas', kind: 'public' }))
        .statusCode,
    ).toBe(201);
    const week = { effectiveFrom: '2026-12-01', weeklyOff: [0], nthWeekOff: [{ weekday: 6, weeks: [2, 4] }] };
    expect((await as('PUT', '/api/settings/work-week', week)).statusCode).toBe(200);
    await createUser(ctx);
    const done = doneOf(await status());
    expect(done).toMatchObject({ organisation: true, holidays: true, workWeek: true, people: true });
    expect(done).toMatchObject({ goLive: false, leavePolicies: false, payrollSettings: false });
    expect((await as('PUT', '/api/settings/go-live', { goLive: '2026-11-20' })).statusCode).toBe(200);
    expect(doneOf(await status()).goLive).toBe(true);
    expect((await as('PUT', '/api/settings/go-live', { goLive: null })).statusCode).toBe(200);
    expect(doneOf(await status()).goLive).toBe(false);
  });

  it('HR cannot read it', async () => {
    const hr = await createUser(ctx, { role: 'HR' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/setup-status', headers: bearer(hr) });
    expect(res.statusCode).toBe(403);
  });

  it('SMTP configured: the mail goes out by SMTP, no outbox path', async () => {
    const other = await createTestApp({ env: { SMTP_URL: 'smtp://localhost:2525' } });
    try {
      const boss = await createUser(other, { role: 'Admin' });
      const res = await other.app.inject({
        method: 'GET',
        url: '/api/admin/setup-status',
        headers: bearer(boss),
      });
      expect(res.json().mail).toEqual({ mode: 'smtp', outboxPath: null });
    } finally {
      await other.close();
    }
  });
});
