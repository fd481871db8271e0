import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, auditLog } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/** The device user id (PIN) as a field on the person (docs/devices.md). */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/devices',
    headers: bearer(admin),
    payload: { serialNumber: 'PINTEST0001', name: 'Pin gate' },
  });
  expect(registered.statusCode).toBe(201);
});
afterAll(() => ctx.close());

const setPin = (who: TestUser, employeeId: string, pin: string | null) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/${who.role === 'HR' ? 'hr' : 'admin'}/devices/people/${employeeId}/pin`,
    headers: bearer(who),
    payload: { pin },
  });
const getPin = (who: TestUser, employeeId: string) =>
  ctx.app.inject({
    url: `/api/${who.role === 'HR' ? 'hr' : 'admin'}/devices/people/${employeeId}/pin`,
    headers: bearer(who),
  });
const upload = (lines: string[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/iclock/cdata?SN=PINTEST0001&table=ATTLOG&Stamp=9999',
    headers: { 'content-type': 'text/plain' },
    payload: lines.join('\n'),
    remoteAddress: '203.0.113.7',
  });

describe('the PIN on the person', () => {
  it('HR sets it (audited); a punch with it is the person’s; clearing it frees it', async () => {
    const person = await createUser(ctx);
    expect((await getPin(hr, person.id)).json()).toEqual({ employeeId: person.id, pin: null });
    const set = await setPin(hr, person.id, ' A4411 ');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ employeeId: person.id, pin: 'A4411', applied: 0 });
    expect((await getPin(admin, person.id)).json().pin).toBe('A4411');
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'device.set_pin'), eq(auditLog.entityId, person.id)));
    expect(entry).toMatchObject({
      actorId: hr.id,
      before: { devicePin: null },
      after: { devicePin: 'A4411' },
    });

    await upload(['A4411\t2026-11-20 09:05:00\t0\t1\t0\t0\t0']);
    const [day] = await ctx.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, person.id), eq(attendance.date, '2026-11-20')));
    expect(day).toMatchObject({ status: 'Punched In', source: 'device' });

    expect((await setPin(hr, person.id, '')).json()).toEqual({
      employeeId: person.id,
      pin: null,
      applied: 0,
    });
    const other = await createUser(ctx);
    expect((await setPin(hr, other.id, 'A4411')).statusCode).toBe(200);
  });

  it('refuses a PIN someone else holds (409) and writes nothing', async () => {
    const [a, b] = [await createUser(ctx), await createUser(ctx)];
    expect((await setPin(admin, a.id, '9911')).statusCode).toBe(200);
    const taken = await setPin(admin, b.id, '9911');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'That device user id belongs to someone else.',
      code: 'conflict',
    });
    expect((await getPin(admin, b.id)).json().pin).toBeNull();
    expect((await getPin(admin, a.id)).json().pin).toBe('9911');
  });

  it('applies the punches that waited for the PIN', async () => {
    await upload(['Z77\t2026-11-19 09:00:00\t0\t1\t0\t0\t0', 'Z77\t2026-11-19 18:00:00\t1\t1\t0\t0\t0']);
    const person = await createUser(ctx);
    expect((await setPin(admin, person.id, 'Z77')).json()).toMatchObject({ applied: 2 });
    const [day] = await ctx.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, person.id), eq(attendance.date, '2026-11-19')));
    expect(day).toMatchObject({ status: 'Present', workedMinutes: 540 });
  });

  it('refuses one’s own PIN, a bad PIN, an unknown person', async () => {
    const own = await setPin(hr, hr.id, '5555');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Your own device user id is set by someone else.');
    const person = await createUser(ctx);
    expect((await setPin(hr, person.id, 'no spaces')).statusCode).toBe(400);
    expect((await setPin(hr, '00000000-0000-4000-8000-000000000000', '1')).statusCode).toBe(404);
  });
});
