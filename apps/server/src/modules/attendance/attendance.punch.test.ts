import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTENDANCE_MESSAGES as M } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

// Asia/Kolkata is UTC+05:30; Friday 2026-11-20 is a working day (weekly off: Sunday).
const IST = (hhmmss: string, date = '2026-11-20') => new Date(`${date}T${hhmmss}+05:30`).toISOString();

async function punch(user: TestUser, what: 'in' | 'out', area = 'employees') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/${area}/${user.id}/punch-${what}`,
    headers: bearer(user),
  });
}

describe('punch-in window (organisation time)', () => {
  let user: TestUser;
  beforeEach(async () => {
    user = await createUser(ctx);
  });

  it('refuses at 08:59:59 with the not-open message', async () => {
    ctx.clock.set(IST('08:59:59'));
    const res = await punch(user, 'in');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'unprocessable', message: M.windowNotOpen });
  });

  it('accepts at 09:00:00 and stamps the server time', async () => {
    ctx.clock.set(IST('09:00:00'));
    const res = await punch(user, 'in');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      date: '2026-11-20',
      checkIn: '09:00',
      checkOut: '--',
      status: 'Punched In',
    });
  });

  it('accepts at 10:59:59', async () => {
    ctx.clock.set(IST('10:59:59'));
    expect((await punch(user, 'in')).json()).toMatchObject({ checkIn: '10:59', status: 'Punched In' });
  });

  it("refuses at 11:00:00 with the spec's closed message", async () => {
    ctx.clock.set(IST('11:00:00'));
    const res = await punch(user, 'in');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'unprocessable',
      message: 'The punch-in window (9 AM - 11 AM) has closed.',
    });
  });

  it('refuses on the weekly off', async () => {
    ctx.clock.set(IST('09:30:00', '2026-11-22'));
    const res = await punch(user, 'in');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'unprocessable', message: M.weeklyOff });
  });
});

describe('punch transitions', () => {
  it('punches in once, out once, and lists the row as Present', async () => {
    const user = await createUser(ctx);
    ctx.clock.set(IST('09:15:00'));
    expect((await punch(user, 'in')).statusCode).toBe(200);
    const again = await punch(user, 'in');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'conflict', message: M.alreadyPunchedIn });

    ctx.clock.set(IST('18:05:00'));
    const out = await punch(user, 'out');
    expect(out.json()).toMatchObject({ checkIn: '09:15', checkOut: '18:05', status: 'Present' });
    const outAgain = await punch(user, 'out');
    expect(outAgain.statusCode).toBe(409);
    expect(outAgain.json()).toEqual({ code: 'conflict', message: M.alreadyPunchedOut });

    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${user.id}/attendance`,
      headers: bearer(user),
    });
    expect(list.json()).toEqual([
      expect.objectContaining({
        _id: expect.any(String),
        date: '2026-11-20',
        checkIn: '09:15',
        checkOut: '18:05',
        status: 'Present',
      }),
    ]);
  });

  it('refuses a punch-out without a punch-in', async () => {
    const user = await createUser(ctx);
    ctx.clock.set(IST('12:00:00'));
    const res = await punch(user, 'out');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: M.notPunchedIn });
  });

  it('admin and HR punch through their own paths, and Admin/HR are told', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const hr = await createUser(ctx, { role: 'HR' });
    const emit = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    ctx.clock.set(IST('09:45:00'));
    expect((await punch(admin, 'in', 'admin')).statusCode).toBe(200);
    expect((await punch(hr, 'in', 'hr')).statusCode).toBe(200);
    expect(emit).toHaveBeenCalledWith(['Admin', 'HR'], 'attendance_updated', {
      userIds: [admin.id],
      dates: ['2026-11-20'],
      reason: 'punch-in',
    });
    emit.mockRestore();
  });

  it('lets a person on approved Half Day punch in and keeps the leave status', async () => {
    const user = await createUser(ctx);
    const decider = await createUser(ctx, { role: 'HR' });
    await ctx.db.transaction((tx) =>
      ctx.app.services.attendance.applyApprovedLeave(tx, {
        userId: user.id,
        type: 'Half Day',
        startDate: '2026-11-20',
        endDate: '2026-11-20',
        decidedBy: decider.id,
      }),
    );
    ctx.clock.set(IST('10:00:00'));
    expect((await punch(user, 'in')).json()).toMatchObject({ checkIn: '10:00', status: 'Half Day' });
    ctx.clock.set(IST('14:00:00'));
    expect((await punch(user, 'out')).json()).toMatchObject({ checkOut: '14:00', status: 'Half Day' });
  });

  it('refuses a punch-in on a full-day leave or an Absent mark', async () => {
    const user = await createUser(ctx);
    const hr = await createUser(ctx, { role: 'HR' });
    ctx.clock.set(IST('09:05:00'));
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/hr/attendance/manual-mark',
      headers: bearer(hr),
      payload: { employeeId: user.id, date: '2026-11-20', status: 'Paid Leave' },
    });
    const res = await punch(user, 'in');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: M.alreadyMarked });
  });
});

describe('authorisation of punch and own records', () => {
  it('an employee cannot punch or read for another id', async () => {
    const me = await createUser(ctx);
    const other = await createUser(ctx);
    ctx.clock.set(IST('09:30:00'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${other.id}/punch-in`,
      headers: bearer(me),
    });
    expect(res.statusCode).toBe(403);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${other.id}/attendance`,
      headers: bearer(me),
    });
    expect(read.statusCode).toBe(403);
  });

  it('an admin cannot punch for someone else, nor an employee through the admin path', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const employee = await createUser(ctx);
    ctx.clock.set(IST('09:30:00'));
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/employees/${employee.id}/punch-in`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(403);
    expect((await punch(employee, 'in', 'admin')).statusCode).toBe(403);
    expect((await punch(employee, 'in', 'hr')).statusCode).toBe(403);
  });

  it('refuses anonymous callers', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/employees/${user.id}/punch-in` });
    expect(res.statusCode).toBe(401);
  });
});
