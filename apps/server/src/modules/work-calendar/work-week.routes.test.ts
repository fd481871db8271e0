import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WORK_CALENDAR_MESSAGES as M } from '@hrms/shared';
import { auditLog, holidays } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// The test clock stands at Friday 20 November 2026, 10:00 in Kolkata.
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let employee: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin', name: 'Anita Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  employee = await createUser(ctx);
});
afterAll(() => ctx.close());

const get = (user: TestUser) =>
  ctx.app.inject({ method: 'GET', url: '/api/settings/work-week', headers: bearer(user) });
const put = (user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/settings/work-week', headers: bearer(user), payload });

describe('the work week', () => {
  it('is WEEKLY_OFF alone on a fresh install, for everyone to read', async () => {
    const response = await get(employee);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ weeklyOff: [0], patterns: [] });
  });

  it('takes a pattern from a date on (Admin), audits it and tells everyone', async () => {
    const emit = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    const response = await put(admin, {
      weeklyOff: [0, 0],
      nthWeekOff: [
        { weekday: 6, weeks: [4, 2] },
        { weekday: 0, weeks: [1] },
      ],
      effectiveFrom: '2026-12-01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      weeklyOff: [0],
      patterns: [
        {
          id: expect.any(String),
          effectiveFrom: '2026-12-01',
          weeklyOff: [0],
          // Sunday is already off every week; Saturday's weeks are sorted.
          nthWeekOff: [{ weekday: 6, weeks: [2, 4] }],
        },
      ],
    });
    expect(emit).toHaveBeenCalledWith(['Admin', 'HR', 'Employee'], 'work_calendar_changed', {
      reason: 'work-week',
    });
    emit.mockRestore();
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'workweek.update'));
    expect(entry).toMatchObject({
      entityType: 'work_week',
      entityId: '2026-12-01',
      actorName: 'Anita Admin',
    });

    // The same date again replaces its pattern; a later one adds to the list.
    await put(admin, { weeklyOff: [0, 6], nthWeekOff: [], effectiveFrom: '2026-12-01' });
    await put(admin, { weeklyOff: [0], nthWeekOff: [], effectiveFrom: '2027-01-01' });
    const patterns = (await get(hr)).json().patterns as { effectiveFrom: string; weeklyOff: number[] }[];
    expect(patterns.map((p) => [p.effectiveFrom, p.weeklyOff])).toEqual([
      ['2026-12-01', [0, 6]],
      ['2027-01-01', [0]],
    ]);
  });

  it('starts today at the earliest', async () => {
    const today = await put(admin, { weeklyOff: [0], nthWeekOff: [], effectiveFrom: '2026-11-20' });
    expect(today.statusCode).toBe(200);
    const past = await put(admin, { weeklyOff: [0], nthWeekOff: [], effectiveFrom: '2026-11-19' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ code: 'invalid_input', message: M.pastEffectiveDate });
  });

  it.each([
    [{ weeklyOff: [7], nthWeekOff: [], effectiveFrom: '2026-12-01' }, M.invalidWeekday],
    [
      { weeklyOff: [0], nthWeekOff: [{ weekday: 6, weeks: [6] }], effectiveFrom: '2026-12-01' },
      M.invalidWeeks,
    ],
    [{ weeklyOff: [0], nthWeekOff: [], effectiveFrom: '2026-02-30' }, M.invalidDate],
    [
      {
        weeklyOff: [0, 1, 2, 3, 4, 5],
        nthWeekOff: [{ weekday: 6, weeks: [1, 2, 3, 4, 5] }],
        effectiveFrom: '2026-12-01',
      },
      M.allDaysOff,
    ],
  ])('refuses %j with a clear message', async (body, message) => {
    const response = await put(admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_input', message });
  });

  it('is changed by the Admin only', async () => {
    const body = { weeklyOff: [0], nthWeekOff: [], effectiveFrom: '2026-12-01' };
    expect((await put(hr, body)).statusCode).toBe(403);
    expect((await put(employee, body)).statusCode).toBe(403);
  });
});

describe('calendarFor', () => {
  it('combines WEEKLY_OFF, the patterns from their dates and the public holidays of the range', async () => {
    await ctx.db.insert(holidays).values([
      { date: '2026-12-25', name: 'Christmas', kind: 'public' },
      { date: '2026-12-24', name: 'Christmas Eve', kind: 'optional' },
    ]);
    // From 2026-12-01: Sundays and Saturdays off (the test above); from 2027-01-01 Sundays only.
    const calendar = await ctx.app.services.workCalendar.calendarFor('2026-11-28', '2027-01-02');
    expect(calendar.day('2026-11-28').kind).toBe('working'); // a Saturday before the pattern
    expect(calendar.day('2026-12-05').kind).toBe('weekly-off');
    expect(calendar.day('2026-12-25')).toMatchObject({ kind: 'holiday', holiday: { name: 'Christmas' } });
    expect(calendar.day('2026-12-24')).toMatchObject({ kind: 'working', holiday: { kind: 'optional' } });
    expect(calendar.day('2027-01-02').kind).toBe('working');
  });
});
