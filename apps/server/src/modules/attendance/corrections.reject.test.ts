import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { correctionCalls } from '../../test/corrections-calls.test-helper.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Friday 20 November 2026, 10:00 in Kolkata; the person asks about days of the past week.
let ctx: TestContext;
let hr: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [hr, admin] = await Promise.all([
    createUser(ctx, { role: 'HR', name: 'Hema HR' }),
    createUser(ctx, { role: 'Admin' }),
  ]);
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const { requestOf, approve, reject, list, rowOf } = correctionCalls(() => ctx);

describe('rejecting and listing', () => {
  it('rejects with a reason the person sees, live', async () => {
    const person = await createUser(ctx);
    const asked = await requestOf(person, { date: '2026-11-19', checkIn: '09:10' });
    expect((await reject(hr, asked._id, { reason: '   ' })).json()).toEqual({
      code: 'invalid_input',
      message: 'Please give a reason for the rejection.',
    });
    const emitToUser = vi.spyOn(ctx.app.realtime, 'emitToUser');
    const res = await reject(hr, asked._id, { reason: ' Gate log shows 10:20 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'Rejected', decisionReason: 'Gate log shows 10:20' });
    expect(emitToUser).toHaveBeenCalledWith(person.id, 'correction_decided', res.json());
    expect(await rowOf(person.id, '2026-11-19')).toBeUndefined();
  });

  it("lists the caller's own newest first, and the approvers' queue by state (Pending by default)", async () => {
    const person = await createUser(ctx, { name: 'Listed Person' });
    const first = await requestOf(person, { date: '2026-11-16', checkIn: '09:00' });
    ctx.clock.advance(60_000);
    const second = await requestOf(person, { date: '2026-11-17', checkIn: '09:00' });
    ctx.clock.advance(60_000);
    const mine = await list(person, '/api/attendance/corrections/mine');
    expect(mine.map((c) => c._id)).toEqual([second._id, first._id]);
    expect((await approve(admin, first._id)).statusCode).toBe(200);

    const pending = await list(hr, '/api/attendance/corrections');
    expect(pending.some((c) => c._id === second._id)).toBe(true);
    expect(pending.every((c) => c.state === 'Pending')).toBe(true);
    const approved = await list(hr, '/api/attendance/corrections?state=Approved');
    expect(approved.find((c) => c._id === first._id)).toMatchObject({
      employeeName: 'Listed Person',
      current: { checkIn: '09:00', status: 'Present' },
    });
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/attendance/corrections?state=Maybe',
      headers: bearer(hr),
    });
    expect(bad.statusCode).toBe(400);
    const forbidden = await ctx.app.inject({
      method: 'GET',
      url: '/api/attendance/corrections',
      headers: bearer(person),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
