import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PUNCH_PLACE_MESSAGES as M, type PunchPlaces } from '@hrms/shared';
import { attendance } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// The test clock stands at Friday 2026-11-20, 10:00 Asia/Kolkata: inside the default punch-in window.
let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
});
afterAll(async () => ctx.close());

// Head Office: Connaught Place, New Delhi. Noida Sector 62 is about 14 km away.
const HEAD_OFFICE = { name: 'Head Office', latitude: 28.6315, longitude: 77.2167, radiusMeters: 200 };
const INSIDE = { latitude: 28.6322, longitude: 77.2175 };
const NOIDA = { latitude: 28.6208, longitude: 77.3639 };

const putPlaces = (places: unknown, user: TestUser = admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/settings/punch-places',
    headers: bearer(user),
    payload: places as Record<string, unknown>,
  });

async function setPlaces(places: Partial<PunchPlaces>) {
  const res = await putPlaces({ networks: [], locations: [], ...places });
  expect(res.statusCode).toBe(200);
}

function punchIn(
  user: TestUser,
  options: { body?: Record<string, unknown>; remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${user.id}/punch-in`,
    headers: { ...bearer(user), ...options.headers },
    ...(options.body ? { payload: options.body } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

async function storedRow(user: TestUser) {
  const [row] = await ctx.db.select().from(attendance).where(eq(attendance.userId, user.id));
  return row;
}

describe('no punch places set (a fresh install)', () => {
  it('answers empty settings and no requirements', async () => {
    const employee = await createUser(ctx);
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings/punch-places',
      headers: bearer(admin),
    });
    expect(settings.json()).toEqual({ networks: [], locations: [] });
    const requirements = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings/punch-places/requirements',
      headers: bearer(employee),
    });
    expect(requirements.json()).toEqual({ network: false, location: false });
  });

  it('punches in with no body and no content-type, as the spec client does, and stores no place', async () => {
    const employee = await createUser(ctx);
    const res = await punchIn(employee, { remoteAddress: '198.51.100.9' });
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Punched In', checkIn: '10:00' });
    expect(await storedRow(employee)).toMatchObject({ punchLatitude: null, punchPlace: null });
  });
});

describe('office networks', () => {
  beforeEach(async () => {
    await setPlaces({ networks: ['203.0.113.0/24', '2001:db8:abcd::/48'] });
  });
  afterAll(async () => setPlaces({}));

  it('refuses a punch from elsewhere with the network message (422)', async () => {
    const employee = await createUser(ctx);
    const res = await punchIn(employee, { remoteAddress: '198.51.100.9' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'unprocessable', message: M.offNetwork });
    expect(await storedRow(employee)).toBeUndefined();
  });

  it('allows a punch from inside, IPv4, IPv4-mapped IPv6 and IPv6, with no body', async () => {
    for (const remoteAddress of ['203.0.113.77', '::ffff:203.0.113.78', '2001:db8:abcd:12::5']) {
      const employee = await createUser(ctx);
      const res = await punchIn(employee, { remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: the socket address decides', async () => {
    const employee = await createUser(ctx);
    const res = await punchIn(employee, {
      remoteAddress: '198.51.100.9',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'unprocessable', message: M.offNetwork });
  });

  it('says what the employee must send: network yes, location no', async () => {
    const employee = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings/punch-places/requirements',
      headers: bearer(employee),
    });
    expect(res.json()).toEqual({ network: true, location: false });
  });
});

describe('office networks behind a trusted proxy (TRUST_PROXY=true)', () => {
  let proxied: TestContext;
  let proxiedAdmin: TestUser;
  beforeAll(async () => {
    proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    proxiedAdmin = await createUser(proxied, { role: 'Admin' });
    const res = await proxied.app.inject({
      method: 'PUT',
      url: '/api/settings/punch-places',
      headers: bearer(proxiedAdmin),
      payload: { networks: ['203.0.113.0/24'], locations: [] },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => proxied.close());

  const punchVia = async (forwardedFor: string) => {
    const employee = await createUser(proxied);
    return proxied.app.inject({
      method: 'POST',
      url: `/api/employees/${employee.id}/punch-in`,
      headers: { ...bearer(employee), 'x-forwarded-for': forwardedFor },
      remoteAddress: '10.0.0.2',
    });
  };

  it('takes the client address from X-Forwarded-For', async () => {
    expect((await punchVia('203.0.113.5')).statusCode).toBe(200);
    const outside = await punchVia('198.51.100.9');
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toEqual({ code: 'unprocessable', message: M.offNetwork });
  });
});

describe('office locations', () => {
  beforeEach(async () => {
    await setPlaces({ locations: [HEAD_OFFICE] });
  });
  afterAll(async () => setPlaces({}));

  it('refuses a punch without a position (no body)', async () => {
    const employee = await createUser(ctx);
    const res = await punchIn(employee);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'location_needed', message: M.locationNeeded });
  });

  it('refuses a punch outside the radius, naming the distance and the nearest office', async () => {
    const employee = await createUser(ctx);
    const res = await punchIn(employee, { body: { ...NOIDA, accuracy: 20 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'unprocessable',
      message: 'You are 14.5 km from the nearest office (Head Office); punch-in is allowed within 200 m.',
    });
    expect(await storedRow(employee)).toBeUndefined();
  });

  it('allows a punch inside and stores the position and the office', async () => {
    const employee = await createUser(ctx);
    const res = await punchIn(employee, { body: { ...INSIDE, accuracy: 12.5 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Punched In', place: 'Head Office' });
    const today = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/attendance/today',
      headers: bearer(admin),
    });
    expect(today.json()).toContainEqual(
      expect.objectContaining({ employeeId: employee.id, place: 'Head Office' }),
    );
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${employee.id}/attendance`,
      headers: bearer(employee),
    });
    expect(own.json()).toEqual([expect.objectContaining({ place: 'Head Office' })]);
    expect(await storedRow(employee)).toMatchObject({
      punchLatitude: INSIDE.latitude,
      punchLongitude: INSIDE.longitude,
      punchPlace: 'Head Office',
    });
  });

  it('refuses half a position (400) and a latitude out of range', async () => {
    const employee = await createUser(ctx);
    const half = await punchIn(employee, { body: { latitude: 28.6 } });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toEqual({ code: 'invalid_input', message: M.positionPair });
    const far = await punchIn(employee, { body: { latitude: 91, longitude: 77 } });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual({ code: 'invalid_input', message: M.latitude });
  });

  it('with a network too, both must pass', async () => {
    await setPlaces({ networks: ['203.0.113.0/24'], locations: [HEAD_OFFICE] });
    const offNetwork = await punchIn(await createUser(ctx), { body: INSIDE, remoteAddress: '198.51.100.1' });
    expect(offNetwork.json()).toEqual({ code: 'unprocessable', message: M.offNetwork });
    const farAway = await punchIn(await createUser(ctx), { body: NOIDA, remoteAddress: '203.0.113.1' });
    expect(farAway.statusCode).toBe(422);
    const both = await punchIn(await createUser(ctx), { body: INSIDE, remoteAddress: '203.0.113.1' });
    expect(both.statusCode).toBe(200);
  });
});

describe('saving the settings (Admin)', () => {
  afterAll(async () => setPlaces({}));

  it.each([
    [{ networks: ['10.0.0.0/33'], locations: [] }, M.invalidNetwork],
    [{ networks: ['10.0.0.256/8'], locations: [] }, M.invalidNetwork],
    [{ networks: ['2001:db8::/129'], locations: [] }, M.invalidNetwork],
    [{ networks: ['10.0.0.0/8', ' 10.0.0.0/8'], locations: [] }, M.duplicateNetwork],
    [{ networks: [], locations: [{ ...HEAD_OFFICE, radiusMeters: 9 }] }, M.radius],
    [{ networks: [], locations: [{ ...HEAD_OFFICE, radiusMeters: 100_001 }] }, M.radius],
    [{ networks: [], locations: [{ ...HEAD_OFFICE, latitude: -90.5 }] }, M.latitude],
    [{ networks: [], locations: [{ ...HEAD_OFFICE, longitude: 180.1 }] }, M.longitude],
    [{ networks: [], locations: [{ ...HEAD_OFFICE, name: '  ' }] }, M.placeName],
    [{ networks: [], locations: [HEAD_OFFICE, { ...HEAD_OFFICE, name: 'head office' }] }, M.duplicatePlace],
  ])('refuses %j with a clear message (400)', async (body, message) => {
    const res = await putPlaces(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', message });
  });

  it('accepts the boundaries (10 m and 100 km, the poles, the date line, /0) and audits the change', async () => {
    const places = {
      networks: ['0.0.0.0/0', '::/0', '192.168.1.7/24', '198.51.100.4'],
      locations: [
        { name: 'North Pole Depot', latitude: 90, longitude: 180, radiusMeters: 10 },
        { name: 'South Camp', latitude: -90, longitude: -180, radiusMeters: 100_000 },
      ],
    };
    // Another Admin saves, so the audit query finds this one change among the file's many (same instant).
    const saver = await createUser(ctx, { role: 'Admin' });
    const res = await putPlaces(places, saver);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(places);
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings/punch-places',
      headers: bearer(admin),
    });
    expect(read.json()).toEqual(places);
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/audit?action=settings.punch-places&actorId=${saver.id}`,
      headers: bearer(admin),
    });
    expect(audit.json().entries).toEqual([
      expect.objectContaining({
        action: 'settings.punch-places',
        entityType: 'settings',
        entityId: 'punch-places',
        actor: expect.objectContaining({ _id: saver.id }),
        after: places,
      }),
    ]);
  });
});
