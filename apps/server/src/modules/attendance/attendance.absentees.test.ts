import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shift } from '@hrms/shared';
import { attendance, holidays, jobRuns } from '../../db/schema/index.ts';
import { InProcessJobRunner } from '../../jobs/in-process-runner.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/** The absentee run per shift (docs/attendance.md), with holidays and patterns never marked. */
let ctx: TestContext;
let admin: TestUser;
let evening: Shift;

const IST = (hhmmss: string, date: string) => new Date(`${date}T${hhmmss}+05:30`).toISOString();
const silentLog = { info: () => undefined, error: () => undefined };
const statusOn = async (userId: string, date: string) =>
  (
    await ctx.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, userId), eq(attendance.date, date)))
  )[0]?.status;

async function assign(person: TestUser, shiftId: string, from: string) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/employees/${person.id}/shift`,
    headers: bearer(admin),
    payload: { shiftId, from },
  });
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestApp({ now: IST('08:00:00', '2026-11-23') }); // Monday
  admin = await createUser(ctx, { role: 'Admin', joinedOn: '2027-01-01' }); // never marked here
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/shifts',
    headers: bearer(admin),
    payload: {
      name: 'Evening',
      start: '14:00',
      end: '22:00',
      punchInFrom: '13:00',
      punchInUntil: '15:00',
      graceMinutes: 0,
    },
  });
  evening = response.json();
});
afterAll(() => ctx.close());

describe('the absentee run per shift', () => {
  it("runs each shift's marking from its window's end, for the people on it that day only", async () => {
    const day = await createUser(ctx);
    const eve = await createUser(ctx);
    const laterEve = await createUser(ctx); // on the evening shift from tomorrow: today the default
    await assign(eve, evening.id, '2026-11-23');
    await assign(laterEve, evening.id, '2026-11-24');
    const service = ctx.app.services.attendance;

    ctx.clock.set(IST('10:59:59', '2026-11-23'));
    expect(await service.absenteeRunDue()).toBeNull();
    ctx.clock.set(IST('11:00:00', '2026-11-23'));
    expect(await service.absenteeRunDue()).toBe('2026-11-23');
    expect(await service.markAbsentees('2026-11-23')).toEqual({ ran: true, count: 2 });
    expect(await statusOn(day.id, '2026-11-23')).toBe('Absent');
    expect(await statusOn(laterEve.id, '2026-11-23')).toBe('Absent');
    expect(await statusOn(eve.id, '2026-11-23')).toBeUndefined();

    ctx.clock.set(IST('14:59:59', '2026-11-23'));
    expect(await service.absenteeRunDue()).toBeNull();
    ctx.clock.set(IST('15:00:00', '2026-11-23'));
    const key = `2026-11-23.${evening.id}`;
    expect(await service.absenteeRunDue()).toBe(key);
    expect(await service.markAbsentees(key)).toEqual({ ran: true, count: 1 });
    expect(await statusOn(eve.id, '2026-11-23')).toBe('Absent');
    expect(await service.markAbsentees(key)).toEqual({ ran: false, count: 0 });
    expect(await service.absenteeRunDue()).toBeNull();
  });

  it('a runner catching up after both windows runs both shifts, one claim each', async () => {
    const day = await createUser(ctx);
    const eve = await createUser(ctx);
    await assign(eve, evening.id, '2026-11-24');
    ctx.clock.set(IST('16:00:00', '2026-11-24'));
    const runner = new InProcessJobRunner(silentLog);
    runner.register(ctx.app.services.attendance.absenteeJob);
    await runner.tick();
    await runner.tick();
    expect(await statusOn(day.id, '2026-11-24')).toBe('Absent');
    expect(await statusOn(eve.id, '2026-11-24')).toBe('Absent');
    const claims = await ctx.db.select().from(jobRuns).where(like(jobRuns.runKey, '2026-11-24%'));
    expect(claims.map((c) => c.runKey).sort()).toEqual(['2026-11-24', `2026-11-24.${evening.id}`]);
  });

  it('never runs on a public holiday or a weekly off of the pattern', async () => {
    await ctx.db.insert(holidays).values({ date: '2026-11-25', name: 'Guru Nanak Jayanti', kind: 'public' });
    ctx.clock.set(IST('08:00:00', '2026-11-25'));
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/work-week',
      headers: bearer(admin),
      payload: { weeklyOff: [0], nthWeekOff: [{ weekday: 6, weeks: [4] }], effectiveFrom: '2026-11-25' },
    });
    expect(put.statusCode).toBe(200);
    const person = await createUser(ctx);
    const service = ctx.app.services.attendance;
    for (const date of ['2026-11-25', '2026-11-28']) {
      ctx.clock.set(IST('20:00:00', date));
      expect(await service.absenteeRunDue()).toBeNull();
      expect(await statusOn(person.id, date)).toBeUndefined();
    }
    ctx.clock.set(IST('20:00:00', '2026-11-27'));
    expect(await service.absenteeRunDue()).toBe('2026-11-27');
  });
});
