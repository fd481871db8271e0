import { and, between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_MESSAGES } from '@hrms/shared';
import { attendance, holidays } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * Leave over the work calendar (docs/leave.md): public holidays and the work week's days off are never
 * leave days, neither when applying nor in the rows approval writes. The clock: Friday 20 November 2026.
 */
let ctx: TestContext;
let hr: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  hr = await createUser(ctx, { role: 'HR' });
  admin = await createUser(ctx, { role: 'Admin' });
  await ctx.db.insert(holidays).values([
    { date: '2026-11-25', name: 'Guru Nanak Jayanti', kind: 'public' },
    { date: '2026-11-26', name: 'Regional Festival', kind: 'optional' },
  ]);
  // From December: 2nd and 4th Saturdays off (12 and 26 December).
  const week = await ctx.app.inject({
    method: 'PUT',
    url: '/api/settings/work-week',
    headers: bearer(admin),
    payload: { weeklyOff: [0], nthWeekOff: [{ weekday: 6, weeks: [2, 4] }], effectiveFrom: '2026-12-01' },
  });
  expect(week.statusCode).toBe(200);
});
afterAll(() => ctx.close());

const apply = (user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/employees/${user.id}/leaves`, headers: bearer(user), payload });

const rowsBetween = async (userId: string, from: string, to: string) =>
  (
    await ctx.db
      .select({ date: attendance.date, status: attendance.status })
      .from(attendance)
      .where(and(eq(attendance.userId, userId), between(attendance.date, from, to)))
  )
    .map((r) => `${r.date} ${r.status}`)
    .sort();

describe('leave across holidays and the work week', () => {
  it('writes no row for a public holiday inside a Sick Leave; an optional holiday is a leave day', async () => {
    const person = await createUser(ctx);
    const applied = await apply(person, {
      type: 'Sick Leave',
      startDate: '2026-11-24',
      endDate: '2026-11-27',
    });
    expect(applied.statusCode).toBe(201);
    const approved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/hr/leave-requests/${applied.json()._id}/approve`,
      headers: bearer(hr),
    });
    expect(approved.statusCode).toBe(200);
    expect(await rowsBetween(person.id, '2026-11-24', '2026-11-27')).toEqual([
      '2026-11-24 Sick Leave',
      '2026-11-26 Sick Leave',
      '2026-11-27 Sick Leave',
    ]);
  });

  it('skips the pattern Saturdays', async () => {
    const person = await createUser(ctx);
    const applied = await apply(person, {
      type: 'Sick Leave',
      startDate: '2026-12-11',
      endDate: '2026-12-14',
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/leave-requests/${applied.json()._id}/approve`,
      headers: bearer(admin),
    });
    // 12 (2nd Saturday) and 13 (Sunday) are off.
    expect(await rowsBetween(person.id, '2026-12-11', '2026-12-14')).toEqual([
      '2026-12-11 Sick Leave',
      '2026-12-14 Sick Leave',
    ]);
  });

  it('refuses a leave that falls on days off only, saying which', async () => {
    const person = await createUser(ctx);
    const holiday = await apply(person, { type: 'Paid Leave', startDate: '2026-11-25' });
    expect(holiday.statusCode).toBe(400);
    expect(holiday.json()).toEqual({ code: 'invalid_input', message: LEAVE_MESSAGES.offDaysOnly });
    const saturday = await apply(person, { type: 'Half Day', startDate: '2026-12-26' });
    expect(saturday.statusCode).toBe(400);
    expect(saturday.json()).toEqual({ code: 'invalid_input', message: LEAVE_MESSAGES.weeklyOffOnly });
    // The 3rd Saturday is a working day.
    expect((await apply(person, { type: 'Half Day', startDate: '2026-12-19' })).statusCode).toBe(201);
  });
});
