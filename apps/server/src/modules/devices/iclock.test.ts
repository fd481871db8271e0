import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { attendance, devicePunches, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import {
  ATTLOG_NEW_FIRMWARE,
  ATTLOG_QUERY,
  ATTLOG_TWO_PUNCHES,
  DEVICECMD_BODY,
  DEVICECMD_QUERY,
  GETREQUEST_QUERY,
  HANDSHAKE_QUERY,
  OPERLOG_BODY,
  OPERLOG_QUERY,
  fill,
} from './iclock-fixtures.test-helper.ts';

let ctx: TestContext;
let admin: TestUser;
let serialNo = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
});
afterAll(() => ctx.close());

async function register(extra: Record<string, unknown> = {}) {
  serialNo += 1;
  const serialNumber = `CQZ7${String(serialNo).padStart(9, '0')}`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/devices',
    headers: bearer(admin),
    payload: { serialNumber, name: `Gate ${serialNo}`, location: 'Head office', ...extra },
  });
  expect(response.statusCode).toBe(201);
  return serialNumber;
}

const device = (method: 'GET' | 'POST', path: string, query: string, payload?: string, ip = '203.0.113.7') =>
  ctx.app.inject({
    method,
    url: `/iclock/${path}?${query}`,
    payload,
    headers: payload === undefined ? {} : { 'content-type': 'text/plain' },
    remoteAddress: ip,
  });

async function pinOf(user: TestUser): Promise<string> {
  const [row] = await ctx.db.select({ n: users.employeeNo }).from(users).where(eq(users.id, user.id));
  return String(row!.n);
}

const dayOf = async (userId: string, date = '2026-11-20') =>
  (
    await ctx.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, userId), eq(attendance.date, date)))
  )[0];

describe('the device protocol (recorded request shapes)', () => {
  it('answers a registered device its options, and records its contact', async () => {
    const SN = await register();
    const response = await device('GET', 'cdata', fill(HANDSHAKE_QUERY, { SN }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body.split('\r\n')[0]).toBe(`GET OPTION FROM: ${SN}`);
    expect(response.body).toContain('Realtime=1');
    expect(response.body).toContain('TransFlag=TransData AttLog');
    const list = (await ctx.app.inject({ url: '/api/admin/devices', headers: bearer(admin) })).json();
    expect(list.find((d: { serialNumber: string }) => d.serialNumber === SN).lastSeenAt).toBe(
      '2026-11-20T04:30:00.000Z',
    );
  });

  it('refuses an unknown serial, stores nothing, and shows it to the Admin', async () => {
    const before = (await ctx.db.select().from(devicePunches)).length;
    const response = await device(
      'POST',
      'cdata',
      fill(ATTLOG_QUERY, { SN: 'UNKNOWN0001' }),
      fill(ATTLOG_TWO_PUNCHES, { PIN: '1' }),
    );
    expect(response.statusCode).toBe(403);
    expect((await ctx.db.select().from(devicePunches)).length).toBe(before);
    const refusals = (
      await ctx.app.inject({ url: '/api/admin/devices/refusals', headers: bearer(admin) })
    ).json();
    expect(refusals[0]).toMatchObject({
      serialNumber: 'UNKNOWN0001',
      reason: 'unknown serial',
      address: '203.0.113.7',
      attempts: 1,
    });
  });

  it('refuses a registered device calling from outside its allowed ranges', async () => {
    const SN = await register({ allowedRanges: '198.51.100.0/24' });
    expect(
      (await device('GET', 'getrequest', fill(GETREQUEST_QUERY, { SN }), undefined, '198.51.100.20'))
        .statusCode,
    ).toBe(200);
    const outside = await device(
      'GET',
      'getrequest',
      fill(GETREQUEST_QUERY, { SN }),
      undefined,
      '203.0.113.9',
    );
    expect(outside.statusCode).toBe(403);
  });

  it('turns ATTLOG lines into a day: first punch in, last punch out, source device', async () => {
    const SN = await register();
    const person = await createUser(ctx);
    const PIN = await pinOf(person);
    const response = await device(
      'POST',
      'cdata',
      fill(ATTLOG_QUERY, { SN }),
      fill(ATTLOG_TWO_PUNCHES, { PIN }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK: 2');
    const day = await dayOf(person.id);
    // 09:02 is after the default shift's 09:00 start: late, as a web punch-in then would be.
    expect(day).toMatchObject({ status: 'Present', source: 'device', workedMinutes: 56, late: true });
    expect(day!.checkIn!.toISOString()).toBe('2026-11-20T03:32:11.000Z');
    expect(day!.checkOut!.toISOString()).toBe('2026-11-20T04:28:40.000Z');
  });

  it('is idempotent: the same upload again (a device restart) changes nothing', async () => {
    const SN = await register();
    const person = await createUser(ctx);
    const body = fill(ATTLOG_TWO_PUNCHES, { PIN: await pinOf(person) });
    await device('POST', 'cdata', fill(ATTLOG_QUERY, { SN }), body);
    const first = await dayOf(person.id);
    const again = await device('POST', 'cdata', fill(ATTLOG_QUERY, { SN }), body);
    expect(again.statusCode).toBe(200);
    const rows = await ctx.db.select().from(devicePunches).where(eq(devicePunches.userId, person.id));
    expect(rows).toHaveLength(2);
    expect(await dayOf(person.id)).toEqual(first);
  });

  it('reads newer firmware lines and takes an earlier punch arriving late as the check-in', async () => {
    const SN = await register();
    const person = await createUser(ctx);
    const PIN = await pinOf(person);
    await device('POST', 'cdata', fill(ATTLOG_QUERY, { SN }), fill(ATTLOG_NEW_FIRMWARE, { PIN }));
    expect(await dayOf(person.id)).toMatchObject({ status: 'Punched In', checkOut: null });
    await device('POST', 'cdata', fill(ATTLOG_QUERY, { SN }), fill(ATTLOG_TWO_PUNCHES, { PIN }));
    const day = await dayOf(person.id);
    expect(day!.checkIn!.toISOString()).toBe('2026-11-20T03:32:11.000Z');
    expect(day!.checkOut!.toISOString()).toBe('2026-11-20T04:28:40.000Z');
  });

  it('keeps punches of an unknown PIN waiting, and applies them when the Admin maps the PIN', async () => {
    const SN = await register();
    const person = await createUser(ctx);
    await device('POST', 'cdata', fill(ATTLOG_QUERY, { SN }), fill(ATTLOG_TWO_PUNCHES, { PIN: 'A77' }));
    expect(await dayOf(person.id)).toBeUndefined();
    const waiting = (
      await ctx.app.inject({ url: '/api/admin/devices/punches', headers: bearer(admin) })
    ).json();
    expect(waiting.filter((p: { pin: string }) => p.pin === 'A77')).toHaveLength(2);
    expect(waiting.find((p: { pin: string }) => p.pin === 'A77').employeeId).toBeNull();
    const mapped = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/devices/pins',
      headers: bearer(admin),
      payload: { pin: 'A77', employeeId: person.id },
    });
    expect(mapped.statusCode).toBe(200);
    expect(mapped.json()).toEqual({ pin: 'A77', employeeId: person.id, applied: 2 });
    expect(await dayOf(person.id)).toMatchObject({ status: 'Present', source: 'device' });
    const other = await createUser(ctx);
    const taken = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/devices/pins',
      headers: bearer(admin),
      payload: { pin: 'A77', employeeId: other.id },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'That device user id is already mapped to someone else.',
      code: 'conflict',
    });
  });

  it('flags a device whose clock runs more than 5 minutes ahead', async () => {
    const SN = await register();
    const person = await createUser(ctx);
    const PIN = await pinOf(person);
    // The server's clock says 10:00 IST; the device stamps 10:06.
    await device('POST', 'cdata', fill(ATTLOG_QUERY, { SN }), `${PIN}\t2026-11-20 10:06:00\t0\t1\t0\t0\t0\n`);
    const list = (await ctx.app.inject({ url: '/api/admin/devices', headers: bearer(admin) })).json();
    expect(list.find((d: { serialNumber: string }) => d.serialNumber === SN)).toMatchObject({
      skewSeconds: 360,
      skewFlagged: true,
      punchesToday: 1,
    });
    const SN2 = await register();
    await device(
      'POST',
      'cdata',
      fill(ATTLOG_QUERY, { SN: SN2 }),
      `${PIN}\t2026-11-20 10:05:00\t1\t1\t0\t0\t0\n`,
    );
    const list2 = (await ctx.app.inject({ url: '/api/admin/devices', headers: bearer(admin) })).json();
    expect(list2.find((d: { serialNumber: string }) => d.serialNumber === SN2)).toMatchObject({
      skewSeconds: 300,
      skewFlagged: false,
    });
  });

  it('skips malformed lines with a count, and answers the other tables and commands OK', async () => {
    const SN = await register();
    const body = 'garbage\n\u0000\u0001\u0002\n1\t2026-13-40 25:00:00\t0\t1\n1\t2026-11-20 09:00:00\t9\t1\n';
    const response = await device('POST', 'cdata', fill(ATTLOG_QUERY, { SN }), body);
    expect(response.body).toBe('OK: 0');
    expect(response.statusCode).toBe(200);
    const list = (await ctx.app.inject({ url: '/api/admin/devices', headers: bearer(admin) })).json();
    expect(list.find((d: { serialNumber: string }) => d.serialNumber === SN).errors).toBe(4);
    expect((await device('POST', 'cdata', fill(OPERLOG_QUERY, { SN }), OPERLOG_BODY)).body).toBe('OK');
    expect((await device('GET', 'getrequest', fill(GETREQUEST_QUERY, { SN }))).body).toBe('OK');
    expect((await device('POST', 'devicecmd', fill(DEVICECMD_QUERY, { SN }), DEVICECMD_BODY)).body).toBe(
      'OK',
    );
  });

  it('refuses a body over the limit whole', async () => {
    const SN = await register();
    const response = await device('POST', 'cdata', fill(ATTLOG_QUERY, { SN }), 'x'.repeat(3 * 1024 * 1024));
    expect(response.statusCode).toBe(413);
  });

  it('refuses a duplicate serial and lets only the Admin register', async () => {
    const SN = await register();
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/devices',
      headers: bearer(admin),
      payload: { serialNumber: SN, name: 'Again' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'A device with that serial number is already registered.',
      code: 'conflict',
    });
    const hr = await createUser(ctx, { role: 'HR' });
    expect((await ctx.app.inject({ url: '/api/admin/devices', headers: bearer(hr) })).statusCode).toBe(403);
  });
});
