import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES as M } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let employee: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-20T04:00:00.000Z' }); // Friday 09:30 Kolkata
  admin = await createUser(ctx, { role: 'Admin', name: 'Anita Admin' });
  hr = await createUser(ctx, { role: 'HR', name: 'Harish HR' });
  employee = await createUser(ctx, { name: 'Esha Employee' });
});
afterAll(async () => ctx.close());

const mark = (caller: TestUser, area: string, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/${area}/attendance/manual-mark`,
    headers: bearer(caller),
    payload,
  });

describe('manual marking', () => {
  it('HR and Admin upsert a status for a person and a date', async () => {
    const first = await mark(hr, 'hr', { employeeId: employee.id, date: '2026-11-18', status: 'Sick Leave' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      date: '2026-11-18',
      status: 'Sick Leave',
      checkIn: '--',
      checkOut: '--',
    });
    const second = await mark(admin, 'admin', {
      employeeId: employee.id,
      date: '2026-11-18',
      status: 'Half Day',
    });
    expect(second.json()).toMatchObject({ date: '2026-11-18', status: 'Half Day' });
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${employee.id}/attendance`,
      headers: bearer(employee),
    });
    expect(own.json().filter((r: { date: string }) => r.date === '2026-11-18')).toHaveLength(1);
  });

  it('accepts today, refuses a future date', async () => {
    expect(
      (await mark(hr, 'hr', { employeeId: employee.id, date: '2026-11-20', status: 'Absent' })).statusCode,
    ).toBe(200);
    const future = await mark(hr, 'hr', { employeeId: employee.id, date: '2026-11-21', status: 'Absent' });
    expect(future.statusCode).toBe(422);
    expect(future.json()).toEqual({ code: 'unprocessable', message: M.futureDate });
  });

  it('refuses an unknown person, an unknown status and an impossible date', async () => {
    const unknown = await mark(hr, 'hr', {
      employeeId: '00000000-0000-4000-8000-000000000000',
      date: '2026-11-10',
      status: 'Absent',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await mark(hr, 'hr', { employeeId: employee.id, date: '2026-11-10', status: 'Punched In' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await mark(hr, 'hr', { employeeId: employee.id, date: '2026-02-30', status: 'Absent' })).statusCode,
    ).toBe(422);
  });

  it('an employee cannot manual-mark; HR cannot use the admin path', async () => {
    const payload = { employeeId: employee.id, date: '2026-11-12', status: 'Absent' };
    expect((await mark(employee, 'hr', payload)).statusCode).toBe(403);
    expect((await mark(employee, 'admin', payload)).statusCode).toBe(403);
    expect((await mark(hr, 'admin', payload)).statusCode).toBe(403);
  });
});

describe('all-user views and the sheet', () => {
  it('lists today and the month with name and role; employees may not read them', async () => {
    await ctx.app.inject({ method: 'POST', url: `/api/hr/${hr.id}/punch-in`, headers: bearer(hr) });
    const today = await ctx.app.inject({
      method: 'GET',
      url: '/api/hr/attendance/today',
      headers: bearer(hr),
    });
    expect(today.json()).toContainEqual(
      expect.objectContaining({
        employeeName: 'Harish HR',
        role: 'HR',
        date: '2026-11-20',
        status: 'Punched In',
      }),
    );
    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/attendance/all?month=2026-11',
      headers: bearer(admin),
    });
    const dates = all.json().map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.json()).toContainEqual(
      expect.objectContaining({ employeeName: 'Esha Employee', role: 'Employee', date: '2026-11-18' }),
    );
    const october = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/attendance/all?month=2026-10',
      headers: bearer(admin),
    });
    expect(october.json()).toEqual([]);
    for (const url of ['/api/admin/attendance/all', '/api/hr/attendance/all', '/api/hr/attendance/today']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(employee) })).statusCode).toBe(403);
    }
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/attendance/all?month=2026-13',
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('the sheet is Admin only and maps every person x date of the month', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/attendance-sheet?month=2026-11',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const sheet = res.json();
    expect(sheet.dates).toHaveLength(30);
    expect(sheet.dates[0]).toBe('2026-11-01');
    const row = sheet.rows.find((r: { employeeId: string }) => r.employeeId === employee.id);
    expect(row).toMatchObject({
      employeeName: 'Esha Employee',
      employeeCode: expect.stringMatching(/^EMP-\d{4}$/),
    });
    expect(row.attendance).toMatchObject({ '2026-11-18': 'Half Day', '2026-11-20': 'Absent' });
    expect(sheet.rows.find((r: { employeeId: string }) => r.employeeId === admin.id).attendance).toEqual({});
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/attendance-sheet', headers: bearer(hr) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/attendance-sheet', headers: bearer(employee) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('month stats', () => {
  it('counts each category in the month only, Punched In as present', async () => {
    const person = await createUser(ctx);
    await mark(admin, 'admin', { employeeId: person.id, date: '2026-10-31', status: 'Absent' });
    for (const [date, status] of [
      ['2026-11-02', 'Present'],
      ['2026-11-03', 'Absent'],
      ['2026-11-04', 'Sick Leave'],
      ['2026-11-05', 'Paid Leave'],
      ['2026-11-06', 'Half Day'],
      ['2026-11-07', 'Short Leave'],
      ['2026-11-09', 'Absent'],
    ] as const) {
      await mark(admin, 'admin', { employeeId: person.id, date, status });
    }
    await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${person.id}/punch-in`,
      headers: bearer(person),
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${person.id}/attendance/stats`,
      headers: bearer(person),
    });
    expect(res.json()).toEqual({
      totalDays: 30,
      present: 2,
      absent: 2,
      sickLeave: 1,
      paidLeave: 1,
      halfDay: 1,
      shortLeave: 1,
    });
    const oct = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${person.id}/attendance/stats?month=2026-10`,
      headers: bearer(person),
    });
    expect(oct.json()).toMatchObject({ totalDays: 31, absent: 1, present: 0 });
    const many = await ctx.app.services.attendance.monthStatsFor([person.id, admin.id], 2026, 11);
    expect(many.get(admin.id)).toEqual({
      totalDays: 30,
      present: 0,
      absent: 0,
      sickLeave: 0,
      paidLeave: 0,
      halfDay: 0,
      shortLeave: 0,
    });
    expect(many.get(person.id)?.present).toBe(2);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${person.id}/attendance/stats`,
      headers: bearer(employee),
    });
    expect(other.statusCode).toBe(403);
  });
});
