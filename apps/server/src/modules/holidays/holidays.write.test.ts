import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOLIDAY_MESSAGES as M, type Holiday } from '@hrms/shared';
import { attendance, auditLog, holidays } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// The test clock stands at Friday 20 November 2026, 10:00 in Kolkata.
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let employee: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin', name: 'Meera Admin' });
  hr = await createUser(ctx, { role: 'HR', name: 'Harish HR' });
  employee = await createUser(ctx, { role: 'Employee', name: 'Asha Rao' });
});
afterAll(() => ctx.close());

const create = (body: unknown, as: TestUser = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/holidays', headers: bearer(as), payload: body as object });
const update = (id: string, body: unknown, as: TestUser = admin) =>
  ctx.app.inject({ method: 'PUT', url: `/api/holidays/${id}`, headers: bearer(as), payload: body as object });
const remove = (id: string, as: TestUser = admin) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/holidays/${id}`, headers: bearer(as) });
const listYear = async (year: number) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/holidays?year=${year}`, headers: bearer(employee) })
  ).json() as Holiday[];

/** Someone's attendance row on `date` (a punch, a mark, an absence: any row locks the day). */
const recordAttendance = (date: string, status: 'Present' | 'Absent' = 'Present') =>
  ctx.db.insert(attendance).values({ userId: employee.id, date, status, source: 'manual' });

const added = async (body: { date: string; name: string; kind: string }) => {
  const response = await create(body);
  expect(response.statusCode).toBe(201);
  return response.json() as Holiday;
};

describe('adding a holiday', () => {
  it('answers 201 with the holiday, trims the name, lists it, audits it and tells everyone', async () => {
    const emit = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    const response = await create({ date: '2027-01-26', name: '  Republic Day ', kind: 'public' }, hr);
    expect(response.statusCode).toBe(201);
    const holiday = response.json() as Holiday;
    expect(holiday).toEqual({
      id: expect.any(String),
      date: '2027-01-26',
      name: 'Republic Day',
      kind: 'public',
    });
    expect(await listYear(2027)).toEqual([holiday]);
    expect(emit).toHaveBeenCalledWith(['Admin', 'HR', 'Employee'], 'work_calendar_changed', {
      reason: 'holidays',
    });
    emit.mockRestore();
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, holiday.id));
    expect(entry).toMatchObject({
      action: 'holiday.create',
      entityType: 'holiday',
      actorId: hr.id,
      before: null,
      after: { date: '2027-01-26', name: 'Republic Day', kind: 'public' },
    });
  });

  it('refuses an Employee (403)', async () => {
    const response = await create({ date: '2027-03-01', name: 'Holi', kind: 'public' }, employee);
    expect(response.statusCode).toBe(403);
  });

  it.each([
    [{ date: '2027-03-22', name: '   ', kind: 'public' }, M.nameRequired],
    [{ date: '2027-03-22', kind: 'public' }, M.nameRequired],
    [{ date: '2027-03-22', name: 'x'.repeat(101), kind: 'public' }, M.nameTooLong],
    [{ date: '2027-02-30', name: 'Holi', kind: 'public' }, M.invalidDate],
    [{ date: '22/03/2027', name: 'Holi', kind: 'public' }, M.invalidDate],
    [{ date: '1999-12-31', name: 'Holi', kind: 'public' }, M.invalidDate],
    [{ date: '2027-03-22', name: 'Holi', kind: 'festival' }, M.invalidKind],
    [{ date: '2027-03-22', name: 'Holi' }, M.invalidKind],
  ])('refuses %j with 400 and a clear message', async (body, message) => {
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_input', message });
  });

  it('accepts 100 characters of name', async () => {
    const holiday = await added({ date: '2027-03-23', name: 'n'.repeat(100), kind: 'optional' });
    expect(holiday.name).toHaveLength(100);
  });

  it('refuses a second holiday on a date (409, the date as DD/MM/YYYY)', async () => {
    await added({ date: '2027-08-15', name: 'Independence Day', kind: 'public' });
    const response = await create({ date: '2027-08-15', name: 'Another', kind: 'optional' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', message: 'A holiday already exists on 15/08/2027.' });
  });

  it('lets exactly one of two concurrent adds for a date through; the other gets 409', async () => {
    const body = { date: '2027-10-02', name: 'Gandhi Jayanti', kind: 'public' };
    const responses = await Promise.all([create(body), create(body, hr)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await listYear(2027)).filter((h) => h.date === '2027-10-02')).toHaveLength(1);
  });

  it('adds a past day nobody has attendance for (before anyone used the system)', async () => {
    const holiday = await added({ date: '2026-01-26', name: 'Republic Day', kind: 'public' });
    expect(holiday.date).toBe('2026-01-26');
  });

  it('refuses a day whose attendance is recorded (today or earlier) with 409 saying why', async () => {
    await recordAttendance('2026-11-16');
    const response = await create({ date: '2026-11-16', name: 'Late idea', kind: 'public' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', message: M.attendanceRecorded('2026-11-16') });
    expect(M.attendanceRecorded('2026-11-16')).toContain('Attendance for 16/11/2026 is already recorded');
    expect((await listYear(2026)).some((h) => h.date === '2026-11-16')).toBe(false);
  });

  it('adds a future day even when approved leave already wrote rows for it', async () => {
    await ctx.db
      .insert(attendance)
      .values({ userId: employee.id, date: '2026-12-25', status: 'Paid Leave', source: 'leave' });
    const holiday = await added({ date: '2026-12-25', name: 'Christmas', kind: 'optional' });
    expect(holiday.kind).toBe('optional');
  });
});

describe('changing a holiday', () => {
  it('changes the name, date and kind, audits the changed fields and tells everyone', async () => {
    const holiday = await added({ date: '2027-11-01', name: 'Diwali', kind: 'optional' });
    const emit = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    const response = await update(holiday.id, { date: '2027-10-29', name: 'Deepavali', kind: 'public' }, hr);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: holiday.id,
      date: '2027-10-29',
      name: 'Deepavali',
      kind: 'public',
    });
    expect(emit).toHaveBeenCalledWith(expect.any(Array), 'work_calendar_changed', { reason: 'holidays' });
    emit.mockRestore();
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, holiday.id));
    expect(entries.find((e) => e.action === 'holiday.update')).toMatchObject({
      before: { date: '2027-11-01', name: 'Diwali', kind: 'optional' },
      after: { date: '2027-10-29', name: 'Deepavali', kind: 'public' },
    });
  });

  it('answers 404 for an unknown or malformed id, 403 for an Employee, 400 for a bad body', async () => {
    const body = { date: '2027-05-01', name: 'May Day', kind: 'public' };
    expect((await update('7bcd0737-5b9f-443f-ade0-b6181f1e159c', body)).json()).toEqual({
      code: 'not_found',
      message: M.notFound,
    });
    expect((await update('not-an-id', body)).statusCode).toBe(404);
    const holiday = await added({ date: '2027-05-01', name: 'May Day', kind: 'public' });
    expect((await update(holiday.id, body, employee)).statusCode).toBe(403);
    const blank = await update(holiday.id, { ...body, name: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ code: 'invalid_input', message: M.nameRequired });
  });

  it("refuses a move onto another holiday's date (409)", async () => {
    await added({ date: '2027-12-25', name: 'Christmas', kind: 'public' });
    const other = await added({ date: '2027-12-24', name: 'Christmas Eve', kind: 'optional' });
    const response = await update(other.id, { date: '2027-12-25', name: 'Christmas Eve', kind: 'optional' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', message: 'A holiday already exists on 25/12/2027.' });
  });

  it('refuses a move from a day whose attendance is recorded, and onto one', async () => {
    const past = await added({ date: '2026-11-02', name: 'Founders Day', kind: 'public' });
    await recordAttendance('2026-11-02', 'Absent');
    const from = await update(past.id, { date: '2026-12-02', name: 'Founders Day', kind: 'public' });
    expect(from.statusCode).toBe(409);
    expect(from.json()).toEqual({ code: 'conflict', message: M.attendanceRecorded('2026-11-02') });

    const future = await added({ date: '2026-12-03', name: 'Flag Day', kind: 'public' });
    await recordAttendance('2026-11-17');
    const onto = await update(future.id, { date: '2026-11-17', name: 'Flag Day', kind: 'public' });
    expect(onto.statusCode).toBe(409);
    expect(onto.json()).toEqual({ code: 'conflict', message: M.attendanceRecorded('2026-11-17') });
  });

  it('renames a holiday on a recorded day, but does not change its kind', async () => {
    const past = await added({ date: '2026-11-03', name: 'Local Fest', kind: 'public' });
    await recordAttendance('2026-11-03');
    const renamed = await update(past.id, { date: '2026-11-03', name: 'Local Festival', kind: 'public' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Local Festival' });
    const kind = await update(past.id, { date: '2026-11-03', name: 'Local Festival', kind: 'optional' });
    expect(kind.statusCode).toBe(409);
  });
});

describe('deleting a holiday', () => {
  it('answers the deleted holiday, audits it, tells everyone; then it is gone (404)', async () => {
    const holiday = await added({ date: '2027-04-14', name: 'Ambedkar Jayanti', kind: 'optional' });
    const emit = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    const response = await remove(holiday.id, hr);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(holiday);
    expect(emit).toHaveBeenCalledWith(expect.any(Array), 'work_calendar_changed', { reason: 'holidays' });
    emit.mockRestore();
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, holiday.id));
    expect(entries.find((e) => e.action === 'holiday.delete')).toMatchObject({
      before: { date: '2027-04-14', name: 'Ambedkar Jayanti', kind: 'optional' },
      after: null,
    });
    expect((await remove(holiday.id)).statusCode).toBe(404);
    expect((await remove(holiday.id)).json()).toEqual({ code: 'not_found', message: M.notFound });
  });

  it('refuses an Employee (403) and a day whose attendance is recorded (409)', async () => {
    const past = await added({ date: '2026-11-04', name: 'Township Day', kind: 'public' });
    expect((await remove(past.id, employee)).statusCode).toBe(403);
    await recordAttendance('2026-11-04');
    const response = await remove(past.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', message: M.attendanceRecorded('2026-11-04') });
    const [row] = await ctx.db.select().from(holidays).where(eq(holidays.id, past.id));
    expect(row?.name).toBe('Township Day');
  });
});

describe('holidaysBetween (for other modules)', () => {
  it('answers the holidays of a range, both ends included, sorted', async () => {
    const between = await ctx.app.services.holidays.holidaysBetween('2027-10-02', '2027-10-29');
    expect(between.map((h) => [h.date, h.name])).toEqual([
      ['2027-10-02', 'Gandhi Jayanti'],
      ['2027-10-29', 'Deepavali'],
    ]);
  });
});
