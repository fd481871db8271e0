import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attendance, auditLog, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/** The skew rule's hold (docs/devices.md, "Clock skew"): the server's clock is 10:00 IST on 20 Nov 2026. */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let serialNo = 0;
const NOW = '2026-11-20T04:30:00.000Z';

beforeAll(async () => {
  ctx = await createTestApp({ now: NOW });
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
});
afterAll(() => ctx.close());

async function register(): Promise<string> {
  serialNo += 1;
  const serialNumber = `HOLD${String(serialNo).padStart(6, '0')}`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/devices',
    headers: bearer(admin),
    payload: { serialNumber, name: `Gate ${serialNo}` },
  });
  expect(response.statusCode).toBe(201);
  return serialNumber;
}

const upload = (serial: string, lines: string[]) =>
  ctx.app.inject({
    method: 'POST',
    url: `/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=9999`,
    headers: { 'content-type': 'text/plain' },
    payload: lines.join('\n'),
    remoteAddress: '203.0.113.7',
  });

const pinOf = async (user: TestUser) => {
  const [row] = await ctx.db.select({ n: users.employeeNo }).from(users).where(eq(users.id, user.id));
  return String(row!.n);
};
const dayOf = async (userId: string, date = '2026-11-20') =>
  (
    await ctx.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, userId), eq(attendance.date, date)))
  )[0];
const settings = (who: TestUser, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/devices/settings', headers: bearer(who), payload });
const held = (who: TestUser) =>
  ctx.app.inject({
    url: `/api/${who.role === 'HR' ? 'hr' : 'admin'}/devices/held`,
    headers: bearer(who),
  });
const review = (who: TestUser, ids: string[], decision: 'accept' | 'discard') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${who.role === 'HR' ? 'hr' : 'admin'}/devices/held/review`,
    headers: bearer(who),
    payload: { ids, decision },
  });

describe('skew rule: take at device time, or hold for review', () => {
  it('defaults to taking punches at device time with a 5 minute limit; the Admin changes it (audited)', async () => {
    const before = await ctx.app.inject({ url: '/api/admin/devices/settings', headers: bearer(admin) });
    expect(before.json()).toEqual({ skewMode: 'take', skewLimitMinutes: 5 });
    expect((await settings(admin, { skewMode: 'hold', skewLimitMinutes: 0 })).statusCode).toBe(400);
    const saved = await settings(admin, { skewMode: 'hold', skewLimitMinutes: 5 });
    expect(saved.json()).toEqual({ skewMode: 'hold', skewLimitMinutes: 5 });
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'device.settings'));
    expect(entry).toMatchObject({ actorId: admin.id, after: { skewMode: 'hold', skewLimitMinutes: 5 } });
  });

  it('holds an upload exactly beyond the limit, takes one at the limit (injected clock)', async () => {
    await settings(admin, { skewMode: 'hold', skewLimitMinutes: 5 });
    const serial = await register();
    const [atLimit, beyond] = [await createUser(ctx), await createUser(ctx)];
    // 10:05:00 is 300 s ahead of 10:00:00: taken. 10:05:01 is 301 s: held.
    expect((await upload(serial, [`${await pinOf(atLimit)}\t2026-11-20 10:05:00\t0\t1\t0\t0\t0`])).body).toBe(
      'OK: 1',
    );
    expect(await dayOf(atLimit.id)).toMatchObject({ status: 'Punched In', source: 'device' });
    expect((await upload(serial, [`${await pinOf(beyond)}\t2026-11-20 10:05:01\t0\t1\t0\t0\t0`])).body).toBe(
      'OK: 1',
    );
    expect(await dayOf(beyond.id)).toBeUndefined();
    const list = (await held(hr)).json() as Array<{ employeeId: string; time: string; skewSeconds: number }>;
    expect(list.find((p) => p.employeeId === beyond.id)).toMatchObject({
      time: '2026-11-20 10:05',
      skewSeconds: 301,
    });
  });

  it('HR accepts: applied by the same rules, heals an Absent, audited, the person told', async () => {
    await settings(admin, { skewMode: 'hold', skewLimitMinutes: 5 });
    const serial = await register();
    const person = await createUser(ctx);
    await ctx.db
      .insert(attendance)
      .values({ userId: person.id, date: '2026-11-20', status: 'Absent', source: 'absentee-job' });
    const pin = await pinOf(person);
    await upload(serial, [
      `${pin}\t2026-11-20 09:10:00\t0\t1\t0\t0\t0`,
      `${pin}\t2026-11-20 10:20:00\t1\t1\t0\t0\t0`,
    ]);
    expect(await dayOf(person.id)).toMatchObject({ status: 'Absent' });
    const ids = ((await held(hr)).json() as Array<{ _id: string; employeeId: string }>)
      .filter((p) => p.employeeId === person.id)
      .map((p) => p._id);
    expect(ids).toHaveLength(2);
    const emitToUser = vi.spyOn(ctx.app.realtime, 'emitToUser');
    const accepted = await review(hr, ids, 'accept');
    expect(accepted.json()).toEqual({ reviewed: 2, days: 1 });
    expect(await dayOf(person.id)).toMatchObject({ status: 'Present', source: 'device', workedMinutes: 70 });
    expect(emitToUser).toHaveBeenCalledWith(
      person.id,
      'new_notification',
      expect.objectContaining({ sentBy: { name: 'HRMS', role: 'System' } }),
    );
    emitToUser.mockRestore();
    const actions = await ctx.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.actorId, hr.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['device.review_held', 'attendance.device_heal']),
    );
    // Decided once: a second decision on the same punches is a conflict, and nothing changes.
    expect((await review(admin, ids, 'discard')).statusCode).toBe(409);
  });

  it('discarded punches never count, even when the device sends them again', async () => {
    await settings(admin, { skewMode: 'hold', skewLimitMinutes: 5 });
    const serial = await register();
    const person = await createUser(ctx);
    const line = `${await pinOf(person)}\t2026-11-20 10:30:00\t0\t1\t0\t0\t0`;
    await upload(serial, [line]);
    const ids = ((await held(admin)).json() as Array<{ _id: string; employeeId: string }>)
      .filter((p) => p.employeeId === person.id)
      .map((p) => p._id);
    expect((await review(admin, ids, 'discard')).json()).toEqual({ reviewed: 1, days: 0 });
    await settings(admin, { skewMode: 'take', skewLimitMinutes: 5 });
    await upload(serial, [line]);
    expect(await dayOf(person.id)).toBeUndefined();
  });

  it('nobody reviews their own held punch', async () => {
    await settings(admin, { skewMode: 'hold', skewLimitMinutes: 5 });
    const serial = await register();
    await upload(serial, [`${await pinOf(hr)}\t2026-11-20 10:40:00\t0\t1\t0\t0\t0`]);
    const own = ((await held(hr)).json() as Array<{ _id: string; employeeId: string }>).filter(
      (p) => p.employeeId === hr.id,
    );
    const refused = await review(hr, [own[0]!._id], 'accept');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your own punches are reviewed by someone else.');
    expect((await review(admin, [own[0]!._id], 'accept')).statusCode).toBe(200);
    expect((await review(admin, ['not-an-id'], 'accept')).statusCode).toBe(409);
    await settings(admin, { skewMode: 'take', skewLimitMinutes: 5 });
  });
});
