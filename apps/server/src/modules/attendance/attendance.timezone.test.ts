import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestContext } from '../../test/test-app.ts';

/** Business dates follow ORG_TIMEZONE even where the UTC date is a different day. */
const contexts: TestContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
});

describe('far from UTC', () => {
  it('Pacific/Auckland: 09:30 on Friday local is Thursday evening in UTC', async () => {
    // 2026-11-20 09:30 NZDT (UTC+13) = 2026-11-19T20:30Z.
    const ctx = await createTestApp({
      env: { ORG_TIMEZONE: 'Pacific/Auckland' },
      now: '2026-11-19T20:30:00.000Z',
    });
    contexts.push(ctx);
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${user.id}/punch-in`,
      headers: bearer(user),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ date: '2026-11-20', checkIn: '09:30', status: 'Punched In' });
    const today = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/attendance/today',
      headers: bearer(await createUser(ctx, { role: 'Admin' })),
    });
    expect(today.json()).toEqual([expect.objectContaining({ employeeId: user.id, date: '2026-11-20' })]);
  });

  it('America/Los_Angeles: 10:59 on Friday local is Friday evening in UTC, 11:00 closes the window', async () => {
    // 2026-11-20 10:59 PST (UTC-8) = 2026-11-20T18:59Z.
    const ctx = await createTestApp({
      env: { ORG_TIMEZONE: 'America/Los_Angeles' },
      now: '2026-11-20T18:59:59.000Z',
    });
    contexts.push(ctx);
    const early = await createUser(ctx);
    const late = await createUser(ctx);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${early.id}/punch-in`,
      headers: bearer(early),
    });
    expect(ok.json()).toMatchObject({ date: '2026-11-20', checkIn: '10:59' });
    ctx.clock.set('2026-11-20T19:00:00.000Z');
    const closed = await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${late.id}/punch-in`,
      headers: bearer(late),
    });
    expect(closed.statusCode).toBe(422);
    // Punch-out at 17:30 local (01:30Z next UTC day) still lands on the Friday row.
    ctx.clock.set('2026-11-21T01:30:00.000Z');
    const out = await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${early.id}/punch-out`,
      headers: bearer(early),
    });
    expect(out.json()).toMatchObject({ date: '2026-11-20', checkOut: '17:30', status: 'Present' });
  });

  it('Pacific/Auckland: the weekly off is the local Sunday, not the UTC one', async () => {
    // Sunday 2026-11-22 09:30 NZDT is Saturday 20:30 UTC.
    const ctx = await createTestApp({
      env: { ORG_TIMEZONE: 'Pacific/Auckland' },
      now: '2026-11-21T20:30:00.000Z',
    });
    contexts.push(ctx);
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${user.id}/punch-in`,
      headers: bearer(user),
    });
    expect(res.statusCode).toBe(422);
  });
});
