import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, locations, personPlacements, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { DEVICECMD_QUERY, GETREQUEST_QUERY, fill } from './iclock-fixtures.test-helper.ts';

/**
 * Device commands (docs/devices.md, "Commands"): queued by the Admin, handed out on getrequest as
 * `C:<id>:<command>`, closed by the device's devicecmd report. The server's clock is 10:00 IST, 20 Nov 2026.
 */
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

async function register(location = 'Head office'): Promise<{ serial: string; id: string }> {
  serialNo += 1;
  const serial = `CMD${String(serialNo).padStart(7, '0')}`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/devices',
    headers: bearer(admin),
    payload: { serialNumber: serial, name: `Gate ${serialNo}`, location },
  });
  expect(response.statusCode).toBe(201);
  return { serial, id: response.json()._id };
}

const queue = (deviceId: string, payload: unknown, who: TestUser = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/devices/${deviceId}/commands`,
    headers: bearer(who),
    payload: payload as object,
  });
const commands = async (deviceId: string) =>
  (await ctx.app.inject({ url: `/api/admin/devices/${deviceId}/commands`, headers: bearer(admin) })).json();
const cancel = (commandId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/devices/commands/${commandId}/cancel`,
    headers: bearer(admin),
  });
const poll = (serial: string) =>
  ctx.app.inject({
    url: `/iclock/getrequest?${fill(GETREQUEST_QUERY, { SN: serial })}`,
    remoteAddress: '203.0.113.7',
  });
const report = (serial: string, body: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/iclock/devicecmd?${fill(DEVICECMD_QUERY, { SN: serial })}`,
    headers: { 'content-type': 'text/plain' },
    payload: body,
    remoteAddress: '203.0.113.7',
  });
const employeeNo = async (user: TestUser) =>
  (await ctx.db.select({ n: users.employeeNo }).from(users).where(eq(users.id, user.id)))[0]!.n;

describe('device commands', () => {
  it("runs the worked example: queued, sent on the next poll, done or failed on the device's report", async () => {
    const { serial, id } = await register();
    const asha = await createUser(ctx, { role: 'Employee', name: 'Asha Rao' });
    const no = await employeeNo(asha);

    expect((await poll(serial)).body).toBe('OK');
    const sent = [
      await queue(id, { kind: 'userInfo', employeeId: asha.id }),
      await queue(id, { kind: 'queryAttlog', from: '2026-11-18' }),
      await queue(id, { kind: 'setTime' }),
      await queue(id, { kind: 'reboot' }),
    ];
    expect(sent.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const [info, query, time, reboot] = sent.map((r) => r.json());
    expect(info).toMatchObject({
      kind: 'userInfo',
      state: 'queued',
      employeeName: 'Asha Rao',
      command: `DATA UPDATE USERINFO PIN=${no}\tName=Asha Rao\tPri=0`,
      queuedBy: admin.name,
    });
    expect(query.command).toBe(
      'DATA QUERY ATTLOG StartTime=2026-11-18 00:00:00\tEndTime=2026-11-20 23:59:59',
    );

    // The Admin thinks better of the restart before the device polls.
    const cancelled = await cancel(reboot._id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().state).toBe('cancelled');

    // 10:00:00 IST on 20 Nov 2026, packed: ((26*12*31 + 10*31 + 19) * 86400) + 36000.
    const packed = (26 * 12 * 31 + 10 * 31 + 19) * 86_400 + 36_000;
    const first = await poll(serial);
    expect(first.statusCode).toBe(200);
    expect(first.body.split('\n')).toEqual([
      `C:${info._id}:${info.command}`,
      `C:${query._id}:${query.command}`,
      `C:${time._id}:SET OPTIONS DateTime=${packed}`,
    ]);
    // Handed out once: the next poll has nothing, and a sent command cannot be cancelled.
    expect((await poll(serial)).body).toBe('OK');
    const late = await cancel(info._id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Only a queued command can be cancelled: this one was already sent to the device.',
    );

    const answered = await report(
      serial,
      `ID=${info._id}&Return=0&CMD=DATA\nID=${query._id}&Return=0&CMD=DATA\nID=${time._id}&Return=-1002&CMD=SET OPTIONS\n`,
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toBe('OK');
    const states = Object.fromEntries(
      (await commands(id)).map((c: { _id: string; state: string; returnCode: number | null }) => [
        c._id,
        [c.state, c.returnCode],
      ]),
    );
    expect(states).toEqual({
      [info._id]: ['done', 0],
      [query._id]: ['done', 0],
      [time._id]: ['failed', -1002],
      [reboot._id]: ['cancelled', null],
    });
    const listed = await commands(id);
    expect(listed.find((c: { _id: string }) => c._id === time._id).command).toBe(
      `SET OPTIONS DateTime=${packed}`,
    );

    const audit = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'device'), eq(auditLog.entityId, id)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'device.cancel_command',
      'device.command',
      'device.command',
      'device.command',
      'device.command',
      'device.register',
    ]);
  });

  it("ignores a report for another device's command, a command not sent, and lines that are not results", async () => {
    const a = await register();
    const b = await register();
    const reboot = (await queue(a.id, { kind: 'reboot' })).json();
    // Device B reports A's command; A has not fetched it yet either.
    expect((await report(b.serial, `ID=${reboot._id}&Return=0&CMD=REBOOT`)).statusCode).toBe(200);
    expect((await report(a.serial, `ID=${reboot._id}&Return=0&CMD=REBOOT`)).statusCode).toBe(200);
    expect((await report(a.serial, 'garbage\u00ff\nID=x&Return=y')).statusCode).toBe(200);
    expect((await commands(a.id))[0].state).toBe('queued');
    expect((await poll(b.serial)).body).toBe('OK');
    expect((await poll(a.serial)).body).toBe(`C:${reboot._id}:REBOOT`);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const { id } = await register();
    const cases: Array<[unknown, number]> = [
      [{ kind: 'format' }, 400],
      [{ kind: 'deleteUser', pin: 'a b' }, 400],
      [{ kind: 'queryAttlog', from: '2026-13-40' }, 400],
      [{ kind: 'queryAttlog', from: '2026-11-21' }, 422],
      [{ kind: 'userInfo', employeeId: '00000000-0000-4000-8000-000000000000' }, 404],
      [{ kind: 'userInfo', employeeId: 'nobody' }, 404],
    ];
    for (const [payload, status] of cases) {
      const response = await queue(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await commands(id)).toEqual([]);
    expect((await queue('00000000-0000-4000-8000-000000000000', { kind: 'reboot' })).statusCode).toBe(404);
    expect((await cancel('99999999')).statusCode).toBe(404);
    expect((await cancel('abc')).statusCode).toBe(404);
    expect((await queue(id, { kind: 'reboot' }, hr)).statusCode).toBe(403);
  });

  it('deletes a user by PIN', async () => {
    const { serial, id } = await register();
    const del = (await queue(id, { kind: 'deleteUser', pin: '0042' })).json();
    expect((await poll(serial)).body).toBe(`C:${del._id}:DATA DELETE USERINFO PIN=0042`);
  });
});

describe("a person's new PIN sent to the devices of their location (setting)", () => {
  it('queues the user info to every device of the location only when the Admin turned it on', async () => {
    const [pune] = await ctx.db.insert(locations).values({ name: 'Pune works' }).returning();
    const gate = await register('Pune works');
    const other = await register('Chennai');
    const ravi = await createUser(ctx, { role: 'Employee', name: 'Ravi\tKumar' });
    await ctx.db
      .insert(personPlacements)
      .values({ userId: ravi.id, effectiveFrom: '2026-01-01', locationId: pune!.id });
    const setPin = (pin: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/hr/devices/people/${ravi.id}/pin`,
        headers: bearer(hr),
        payload: { pin },
      });

    // Off (a fresh install): nothing is queued.
    expect((await setPin('7001')).statusCode).toBe(200);
    expect(await commands(gate.id)).toEqual([]);

    const on = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/devices/settings',
      headers: bearer(admin),
      payload: { skewMode: 'take', skewLimitMinutes: 5, sendPinsToDevices: true },
    });
    expect(on.json()).toEqual({ skewMode: 'take', skewLimitMinutes: 5, sendPinsToDevices: true });
    // The clock form saves without the field: the setting stays on.
    const clock = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/devices/settings',
      headers: bearer(admin),
      payload: { skewMode: 'take', skewLimitMinutes: 5 },
    });
    expect(clock.json().sendPinsToDevices).toBe(true);

    expect((await setPin('7002')).statusCode).toBe(200);
    const queued = await commands(gate.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'userInfo',
      state: 'queued',
      command: 'DATA UPDATE USERINFO PIN=7002\tName=Ravi Kumar\tPri=0',
      queuedBy: hr.name,
    });
    expect(await commands(other.id)).toEqual([]);
    // The same PIN again is no change: nothing more is queued.
    expect((await setPin('7002')).statusCode).toBe(200);
    expect(await commands(gate.id)).toHaveLength(1);
  });
});

describe('the error log', () => {
  it('keeps each malformed line with a readable reason, newest first', async () => {
    const { serial, id } = await register();
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=9999`,
      headers: { 'content-type': 'text/plain' },
      payload:
        '1\t2026-11-20 09:00:00\t0\t1\n2\t2026-11-20 09:01:00\t0\t1\n3\t2026-13-40 09:00:00\t0\t1\n4\t2026-11-22 09:00:00\t0\t1\n',
      remoteAddress: '203.0.113.7',
    });
    expect(upload.body).toBe('OK: 2');
    const errors = await ctx.app.inject({ url: `/api/admin/devices/${id}/errors`, headers: bearer(admin) });
    expect(errors.statusCode).toBe(200);
    expect(errors.json().map((e: { text: string }) => e.text)).toEqual([
      "line 4: time '2026-11-22 09:00:00' is more than a day ahead of the server",
      "line 3: date '2026-13-40' is not a date",
    ]);
    const device = (await ctx.app.inject({ url: '/api/admin/devices', headers: bearer(admin) }))
      .json()
      .find((d: { _id: string }) => d._id === id);
    expect(device).toMatchObject({ errors: 2, punchesToday: 2 });
  });
});
