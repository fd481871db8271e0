import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorCodeOf, WORK_CALENDAR_MESSAGES as M, type Shift } from '@hrms/shared';
import { auditLog } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// The test clock stands at Friday 20 November 2026, 10:00 in Kolkata.
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let employee: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  employee = await createUser(ctx);
  other = await createUser(ctx);
});
afterAll(() => ctx.close());

const NIGHT = {
  name: 'Night',
  start: '22:00',
  end: '06:00',
  punchInFrom: '21:00',
  punchInUntil: '23:00',
  graceMinutes: 10,
  minHoursFullDay: 8,
  minHoursHalfDay: 4,
};

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(user), ...(payload ? { payload } : {}) });

const DEFAULT_SHIFT = {
  name: 'General',
  start: '09:00',
  end: '18:00',
  punchInFrom: '09:00',
  punchInUntil: '11:00',
  graceMinutes: 0,
  minHoursFullDay: null,
  minHoursHalfDay: null,
  isDefault: true,
};

describe('shifts', () => {
  it("lists the spec's default shift on a fresh install, for everyone", async () => {
    const response = await call(employee, 'GET', '/shifts');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id: expect.any(String), ...DEFAULT_SHIFT }]);
  });

  let night: Shift;
  it('adds a shift (Admin), audits it and tells everyone', async () => {
    const emit = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    const response = await call(admin, 'POST', '/shifts', { ...NIGHT, name: '  Night  ' });
    expect(response.statusCode).toBe(201);
    night = response.json();
    expect(night).toEqual({ id: expect.any(String), ...NIGHT, isDefault: false });
    expect(emit).toHaveBeenCalledWith(['Admin', 'HR', 'Employee'], 'work_calendar_changed', {
      reason: 'shifts',
    });
    emit.mockRestore();
    const names = ((await call(hr, 'GET', '/shifts')).json() as Shift[]).map((s) => s.name);
    expect(names).toEqual(['General', 'Night']);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'shift.create'));
    expect(entry).toMatchObject({ entityType: 'shift', entityId: night.id });
  });

  it.each([
    [{ ...NIGHT, name: 'x', punchInFrom: '23:00', punchInUntil: '21:00' }, 400, M.punchWindowOrder],
    [{ ...NIGHT, name: 'x', punchInFrom: '21:00', punchInUntil: '21:00' }, 400, M.punchWindowOrder],
    [{ ...NIGHT, name: 'x', minHoursFullDay: 4, minHoursHalfDay: 4 }, 400, M.minHoursOrder],
    [{ ...NIGHT, name: 'x', minHoursFullDay: 4.1 }, 400, M.minHours],
    [{ ...NIGHT, name: 'x', start: '24:00' }, 400, M.shiftTime],
    [{ ...NIGHT, name: 'x', graceMinutes: 241 }, 400, M.grace],
    [{ ...NIGHT, name: '   ' }, 400, M.shiftName],
    [{ ...NIGHT, name: 'NIGHT' }, 409, M.shiftNameTaken],
  ])('refuses %j', async (body, status, message) => {
    const response = await call(admin, 'POST', '/shifts', body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message, code: errorCodeOf(status) });
  });

  it('changes a shift (Admin) and refuses a name taken or an unknown id', async () => {
    const response = await call(admin, 'PUT', `/shifts/${night.id}`, { ...NIGHT, graceMinutes: 15 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ graceMinutes: 15, name: 'Night' });
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'shift.update'));
    expect(entry).toMatchObject({ before: { graceMinutes: 10 }, after: { graceMinutes: 15 } });
    expect((await call(admin, 'PUT', `/shifts/${night.id}`, { ...NIGHT, name: 'general' })).statusCode).toBe(
      409,
    );
    const unknown = await call(admin, 'PUT', '/shifts/7bcd0737-5b9f-443f-ade0-b6181f1e159c', NIGHT);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: M.shiftNotFound });
    expect((await call(admin, 'PUT', '/shifts/not-an-id', NIGHT)).statusCode).toBe(404);
    expect((await call(hr, 'PUT', `/shifts/${night.id}`, NIGHT)).statusCode).toBe(403);
  });

  it('never deletes the default shift', async () => {
    const [general] = (await call(admin, 'GET', '/shifts')).json() as Shift[];
    const response = await call(admin, 'DELETE', `/shifts/${general!.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', message: M.defaultShiftKept });
  });

  it("reads a person's shift: the default until assigned, then today's and the ones to come", async () => {
    const before = await call(employee, 'GET', `/employees/${employee.id}/shift`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      userId: employee.id,
      current: { shift: { id: expect.any(String), ...DEFAULT_SHIFT }, from: null },
      upcoming: [],
    });
    expect((await call(employee, 'GET', `/employees/${other.id}/shift`)).statusCode).toBe(403);

    const emit = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    const assigned = await call(hr, 'PUT', `/employees/${employee.id}/shift`, {
      shiftId: night.id,
      from: '2026-11-23',
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      current: { shift: { name: 'General' }, from: null },
      upcoming: [{ shift: { name: 'Night' }, from: '2026-11-23' }],
    });
    expect(emit).toHaveBeenCalledWith(['Admin', 'HR', 'Employee'], 'work_calendar_changed', {
      reason: 'shift-assignment',
      userIds: [employee.id],
    });
    emit.mockRestore();
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'shift.assign'));
    expect(entry).toMatchObject({ entityType: 'employee', entityId: employee.id });

    // From today: in force now.
    await call(admin, 'PUT', `/employees/${other.id}/shift`, { shiftId: night.id, from: '2026-11-20' });
    expect((await call(admin, 'GET', `/employees/${other.id}/shift`)).json()).toMatchObject({
      current: { shift: { name: 'Night' }, from: '2026-11-20' },
      upcoming: [],
    });
    const map = await ctx.app.services.workCalendar.shiftsOn([employee.id, other.id, admin.id], '2026-11-20');
    expect([...map.values()].map((s) => s.name)).toEqual(['General', 'Night', 'General']);
    expect((await ctx.app.services.workCalendar.shiftOn(employee.id, '2026-11-23')).name).toBe('Night');
  });

  it.each([
    [
      'a past date',
      (): object => ({ shiftId: night.id, from: '2026-11-19' }),
      (): string => employee.id,
      400,
      M.pastEffectiveDate,
    ],
    [
      'a bad date',
      (): object => ({ shiftId: night.id, from: '2026-13-01' }),
      (): string => employee.id,
      400,
      M.invalidDate,
    ],
    [
      'an unknown shift',
      (): object => ({ shiftId: '7bcd0737-5b9f-443f-ade0-b6181f1e159c', from: '2026-11-23' }),
      (): string => employee.id,
      404,
      M.shiftNotFound,
    ],
    [
      'an unknown person',
      (): object => ({ shiftId: night.id, from: '2026-11-23' }),
      (): string => '7bcd0737-5b9f-443f-ade0-b6181f1e159c',
      404,
      M.employeeNotFound,
    ],
  ])('refuses an assignment with %s', async (_, body, person, status, message) => {
    const response = await call(admin, 'PUT', `/employees/${person()}/shift`, body());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message, code: errorCodeOf(status) });
  });

  it('refuses an Employee assigning shifts', async () => {
    const body = { shiftId: night.id, from: '2026-11-23' };
    expect((await call(employee, 'PUT', `/employees/${employee.id}/shift`, body)).statusCode).toBe(403);
  });

  it('keeps a shift anybody was ever assigned; deletes one nobody was', async () => {
    const inUse = await call(admin, 'DELETE', `/shifts/${night.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ code: 'conflict', message: M.shiftInUse });
    const spare = (await call(admin, 'POST', '/shifts', { ...NIGHT, name: 'Spare' })).json() as Shift;
    const removed = await call(admin, 'DELETE', `/shifts/${spare.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: spare.id, name: 'Spare' });
    expect((await call(admin, 'DELETE', `/shifts/${spare.id}`)).statusCode).toBe(404);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'shift.delete'));
    expect(entry).toMatchObject({ entityId: spare.id, before: { name: 'Spare' } });
  });
});
