import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES as M, type Shift } from '@hrms/shared';
import { attendance, holidays } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * Punching against the work calendar (issue 19, docs/attendance.md): holidays, work-week patterns, each
 * person's shift window, late marks to the minute, worked minutes and a night shift's punch-out.
 */
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
});
afterAll(() => ctx.close());

const IST = (hhmmss: string, date: string) => new Date(`${date}T${hhmmss}+05:30`).toISOString();
const punch = (user: TestUser, what: 'in' | 'out') =>
  ctx.app.inject({ method: 'POST', url: `/api/employees/${user.id}/punch-${what}`, headers: bearer(user) });
const rowOf = async (userId: string, date: string) =>
  (
    await ctx.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, userId), eq(attendance.date, date)))
  )[0];

async function addShift(body: Omit<Shift, 'id' | 'isDefault' | 'minHoursFullDay' | 'minHoursHalfDay'>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/shifts',
    headers: bearer(admin),
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Shift;
}

/** A person working `shift` from today (the clock's date) on. */
async function personOn(shift: Shift): Promise<TestUser> {
  const person = await createUser(ctx);
  const from = ctx.app.services.orgTime.today();
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/employees/${person.id}/shift`,
    headers: bearer(admin),
    payload: { shiftId: shift.id, from },
  });
  expect(response.statusCode).toBe(200);
  return person;
}

describe('a public holiday', () => {
  it('refuses punch-in by name; an optional holiday does not', async () => {
    await ctx.db.insert(holidays).values([
      { date: '2026-11-30', name: 'Founders Day', kind: 'public' },
      { date: '2026-12-01', name: 'Regional Festival', kind: 'optional' },
    ]);
    const person = await createUser(ctx);
    ctx.clock.set(IST('09:30:00', '2026-11-30'));
    const refused = await punch(person, 'in');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ code: 'unprocessable', message: 'Today is a holiday: Founders Day.' });
    expect(await rowOf(person.id, '2026-11-30')).toBeUndefined();
    ctx.clock.set(IST('09:30:00', '2026-12-01'));
    expect((await punch(person, 'in')).statusCode).toBe(200);
  });
});

describe('a work-week pattern', () => {
  it('makes the 2nd and 4th Saturdays weekly offs from its date on', async () => {
    ctx.clock.set(IST('10:00:00', '2026-11-20'));
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/work-week',
      headers: bearer(admin),
      payload: { weeklyOff: [0], nthWeekOff: [{ weekday: 6, weeks: [2, 4] }], effectiveFrom: '2026-11-21' },
    });
    expect(put.statusCode).toBe(200);
    const person = await createUser(ctx);
    ctx.clock.set(IST('09:30:00', '2026-11-28')); // the 4th Saturday
    const refused = await punch(person, 'in');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ code: 'unprocessable', message: M.weeklyOff });
    ctx.clock.set(IST('09:30:00', '2026-11-21')); // the 3rd Saturday
    expect((await punch(person, 'in')).statusCode).toBe(200);
  });
});

describe("a shift's own punch-in window", () => {
  it('opens and closes at its times, named in the messages', async () => {
    ctx.clock.set(IST('08:00:00', '2026-11-23'));
    const shift = await addShift({
      name: 'Late Morning',
      start: '10:00',
      end: '19:00',
      punchInFrom: '09:30',
      punchInUntil: '12:30',
      graceMinutes: 15,
    });
    const early = await personOn(shift);
    const late = await personOn(shift);
    ctx.clock.set(IST('09:29:59', '2026-11-23'));
    const notOpen = await punch(early, 'in');
    expect(notOpen.statusCode).toBe(422);
    expect(notOpen.json()).toEqual({
      code: 'unprocessable',
      message: 'The punch-in window (9:30 AM - 12:30 PM) has not opened yet.',
    });
    ctx.clock.set(IST('12:29:59', '2026-11-23'));
    expect((await punch(early, 'in')).statusCode).toBe(200);
    ctx.clock.set(IST('12:30:00', '2026-11-23'));
    const closed = await punch(late, 'in');
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toEqual({
      code: 'unprocessable',
      message: 'The punch-in window (9:30 AM - 12:30 PM) has closed.',
    });
  });

  it('marks late after start + grace, to the minute', async () => {
    ctx.clock.set(IST('08:00:00', '2026-11-24'));
    const shift = await addShift({
      name: 'Ten O Clock',
      start: '10:00',
      end: '19:00',
      punchInFrom: '09:30',
      punchInUntil: '12:30',
      graceMinutes: 15,
    });
    const onTime = await personOn(shift);
    const lastSecond = await personOn(shift);
    const oneMinuteLate = await personOn(shift);
    ctx.clock.set(IST('10:15:00', '2026-11-24'));
    const atGrace = await punch(onTime, 'in');
    expect(atGrace.json()).toMatchObject({ checkIn: '10:15', late: false });
    ctx.clock.set(IST('10:15:59', '2026-11-24'));
    expect((await punch(lastSecond, 'in')).json()).toMatchObject({ late: false });
    ctx.clock.set(IST('10:16:00', '2026-11-24'));
    expect((await punch(oneMinuteLate, 'in')).json()).toMatchObject({ checkIn: '10:16', late: true });
    expect(await rowOf(oneMinuteLate.id, '2026-11-24')).toMatchObject({ shiftId: shift.id, late: true });
  });

  it("stamps the default shift and the spec's window for everyone unassigned", async () => {
    const [general] = await ctx.app.services.workCalendar.shifts();
    const first = await createUser(ctx);
    const second = await createUser(ctx);
    ctx.clock.set(IST('09:00:59', '2026-11-25'));
    expect((await punch(first, 'in')).json()).toMatchObject({ late: false });
    ctx.clock.set(IST('09:01:00', '2026-11-25'));
    expect((await punch(second, 'in')).json()).toMatchObject({ late: true });
    expect(await rowOf(first.id, '2026-11-25')).toMatchObject({ shiftId: general!.id });
  });
});

describe('worked minutes', () => {
  it('are the whole minutes between check-in and check-out', async () => {
    const person = await createUser(ctx);
    ctx.clock.set(IST('09:00:30', '2026-11-26'));
    expect((await punch(person, 'in')).json()).toMatchObject({ workedMinutes: null });
    ctx.clock.set(IST('17:30:10', '2026-11-26')); // 8 h 29 min 40 s
    expect((await punch(person, 'out')).json()).toMatchObject({
      status: 'Present',
      checkOut: '17:30',
      workedMinutes: 509,
    });
  });
});

describe('a night shift', () => {
  let night: Shift;
  it('belongs to the date it starts on: punch-out after midnight closes that row', async () => {
    ctx.clock.set(IST('08:00:00', '2026-11-23'));
    night = await addShift({
      name: 'Night',
      start: '22:00',
      end: '06:00',
      punchInFrom: '21:30',
      punchInUntil: '23:00',
      graceMinutes: 5,
    });
    const person = await personOn(night);
    ctx.clock.set(IST('10:00:00', '2026-11-23'));
    const tooEarly = await punch(person, 'in');
    expect(tooEarly.json()).toEqual({
      code: 'unprocessable',
      message: 'The punch-in window (9:30 PM - 11 PM) has not opened yet.',
    });
    ctx.clock.set(IST('22:05:00', '2026-11-23'));
    expect((await punch(person, 'in')).json()).toMatchObject({ date: '2026-11-23', late: false });
    ctx.clock.set(IST('06:10:00', '2026-11-24'));
    const out = await punch(person, 'out');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({
      date: '2026-11-23',
      checkOut: '06:10',
      status: 'Present',
      workedMinutes: 485,
    });
    const again = await punch(person, 'out');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'conflict', message: M.alreadyPunchedOut });
    expect(await rowOf(person.id, '2026-11-24')).toBeUndefined();
  });

  it("is closed the next day until the shift's end + 6 hours, not after", async () => {
    const person = await personOn(night);
    ctx.clock.set(IST('22:30:00', '2026-11-24'));
    expect((await punch(person, 'in')).json()).toMatchObject({ late: true });
    ctx.clock.set(IST('12:00:00', '2026-11-25'));
    const late = await punch(person, 'out');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'conflict', message: M.notPunchedIn });
    ctx.clock.set(IST('11:59:59', '2026-11-25'));
    expect((await punch(person, 'out')).json()).toMatchObject({ date: '2026-11-24', workedMinutes: 809 });
  });
});

describe('the attendance sheet', () => {
  it("gives each date's kind once a pattern or a holiday applies, holidays by name", async () => {
    ctx.clock.set(IST('10:00:00', '2026-11-20'));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/attendance-sheet?month=2026-11',
      headers: bearer(admin),
    });
    const body = response.json() as {
      dates: string[];
      days: { date: string; kind: string; name?: string }[];
    };
    expect(body.days.map((d) => d.date)).toEqual(body.dates);
    const byDate = new Map(body.days.map((d) => [d.date, d]));
    expect(byDate.get('2026-11-30')).toEqual({ date: '2026-11-30', kind: 'holiday', name: 'Founders Day' });
    expect(byDate.get('2026-11-28')).toEqual({ date: '2026-11-28', kind: 'weekly-off' });
    expect(byDate.get('2026-11-29')).toEqual({ date: '2026-11-29', kind: 'weekly-off' });
    expect(byDate.get('2026-11-21')).toEqual({ date: '2026-11-21', kind: 'working' });
    // October: no holiday, no pattern yet in force: the spec's answer, unchanged.
    const october = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/attendance-sheet?month=2026-10',
      headers: bearer(admin),
    });
    expect(Object.keys(october.json())).toEqual(['month', 'dates', 'rows', 'sheet']);
  });
});
