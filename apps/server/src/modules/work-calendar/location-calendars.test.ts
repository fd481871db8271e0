import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Holiday } from '@hrms/shared';
import { attendance, salaryRecords } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/*
 * Calendars per location (issue 42, docs/work-calendar.md "Calendars per location"), November 2026 in a
 * two-location organisation, with an injected clock:
 * - the organisation: Sunday off, 'Founders Day' (public) on Friday 27/11;
 * - Bengaluru (KA): its own work week from 01/11 (Saturday and Sunday off), its own public holidays on
 *   Tuesday 10/11 'Bengaluru Day' and Friday 20/11 'Karaga', and its own optional 'Founders Day' on 27/11
 *   (worked there);
 * - Pune (MH): the organisation's calendar.
 * Asha works in Pune, Bharat in Bengaluru, Meena in Pune until 15/11 and in Bengaluru from 16/11, Nikhil has
 * no placement (the organisation's calendar).
 */
let ctx: TestContext;
let admin: TestUser;
let pune: string;
let bengaluru: string;

const IST = (date: string, time = '08:00:00') => new Date(`${date}T${time}+05:30`).toISOString();

async function inject(user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
}

async function location(name: string, state: string): Promise<string> {
  const response = await inject(admin, 'POST', '/api/admin/locations', { name, state });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

async function place(person: TestUser, locationId: string, effectiveFrom: string): Promise<void> {
  const response = await inject(admin, 'PUT', `/api/admin/employees/${person.id}/placement`, {
    locationId,
    effectiveFrom,
  });
  expect(response.statusCode).toBe(200);
}

async function holiday(date: string, name: string, kind: 'public' | 'optional', locationId?: string) {
  const response = await inject(admin, 'POST', '/api/holidays', { date, name, kind, locationId });
  expect(response.statusCode).toBe(201);
  return response.json() as Holiday;
}

const statusOn = async (userId: string, date: string) =>
  (
    await ctx.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, userId), eq(attendance.date, date)))
  )[0]?.status;

/** A new person of the three kinds (each test its own people: rows never collide). */
async function people(label: string) {
  const asha = await createUser(ctx, { name: `Asha ${label}`, baseSalaryPaise: 3_000_000 });
  const bharat = await createUser(ctx, { name: `Bharat ${label}`, baseSalaryPaise: 3_000_000 });
  const meena = await createUser(ctx, { name: `Meena ${label}`, baseSalaryPaise: 3_000_000 });
  await place(asha, pune, '2026-01-01');
  await place(bharat, bengaluru, '2026-01-01');
  await place(meena, pune, '2026-01-01');
  await place(meena, bengaluru, '2026-11-16');
  return { asha, bharat, meena };
}

beforeAll(async () => {
  ctx = await createTestApp({ now: IST('2026-10-30') }); // Friday, before the month
  admin = await createUser(ctx, { role: 'Admin', joinedOn: '2027-01-01' }); // never marked absent here
  pune = await location('Pune', 'MH');
  bengaluru = await location('Bengaluru', 'KA');
  await holiday('2026-11-27', 'Founders Day', 'public');
  await holiday('2026-11-10', 'Bengaluru Day', 'public', bengaluru);
  await holiday('2026-11-20', 'Karaga', 'public', bengaluru);
  await holiday('2026-11-27', 'Founders Day', 'optional', bengaluru);
  const week = await inject(admin, 'PUT', '/api/settings/work-week', {
    weeklyOff: [0, 6],
    nthWeekOff: [],
    effectiveFrom: '2026-11-01',
    locationId: bengaluru,
  });
  expect(week.statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('holidays and work weeks of a location', () => {
  it("lists each person the holidays they keep, the Admin every location's", async () => {
    const { asha, bharat, meena } = await people('list');
    const listed = async (user: TestUser, query = '') =>
      ((await inject(user, 'GET', `/api/holidays?year=2026${query}`)).json() as Holiday[]).map(
        (h) => `${h.date} ${h.name} ${h.kind}`,
      );
    expect(await listed(asha)).toEqual(['2026-11-27 Founders Day public']);
    expect(await listed(bharat)).toEqual([
      '2026-11-10 Bengaluru Day public',
      '2026-11-20 Karaga public',
      '2026-11-27 Founders Day optional',
    ]);
    // In Pune on the 10th, in Bengaluru from the 16th.
    expect(await listed(meena)).toEqual(['2026-11-20 Karaga public', '2026-11-27 Founders Day optional']);
    expect(await listed(admin, `&location=${bengaluru}`)).toEqual(await listed(bharat));
    const all = (await inject(admin, 'GET', '/api/holidays?year=2026&location=all')).json() as Holiday[];
    expect(all.map((h) => [h.date, h.locationId ?? null])).toEqual([
      ['2026-11-10', bengaluru],
      ['2026-11-20', bengaluru],
      ['2026-11-27', null],
      ['2026-11-27', bengaluru],
    ]);
    expect((await inject(asha, 'GET', '/api/holidays?year=2026&location=all')).statusCode).toBe(403);
  });

  it("keeps one holiday a date per location, and refuses a location that isn't one", async () => {
    const again = await inject(admin, 'POST', '/api/holidays', {
      date: '2026-11-20',
      name: 'Karaga again',
      kind: 'public',
      locationId: bengaluru,
    });
    expect(again.statusCode).toBe(409);
    // The same date is free for Pune and for everyone.
    const unknown = await inject(admin, 'POST', '/api/holidays', {
      date: '2026-11-24',
      name: 'Nowhere Day',
      kind: 'public',
      locationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Location not found.' });
    const workWeek = (await inject(admin, 'GET', '/api/settings/work-week')).json();
    expect(workWeek.patterns).toEqual([]); // the organisation's work week is untouched
    const own = (await inject(admin, 'GET', `/api/settings/work-week?locationId=${bengaluru}`)).json();
    expect(own.patterns).toMatchObject([{ effectiveFrom: '2026-11-01', weeklyOff: [0, 6] }]);
  });

  it('counts leave days by the location on each date (a move mid-month splits the request)', async () => {
    const { meena, bharat, asha } = await people('leave');
    const preview = async (user: TestUser, startDate: string, endDate: string) =>
      (
        await inject(
          user,
          'GET',
          `/api/employees/${user.id}/leave-preview?type=Sick%20Leave&startDate=${startDate}&endDate=${endDate}`,
        )
      ).json() as { days: number; workingDates: string[] };
    // 9-15 in Pune: 9-14 worked (the 10th too), 15 Sunday; 16-21 in Bengaluru: 16-19, 20 Karaga, 21 Saturday.
    const split = await preview(meena, '2026-11-09', '2026-11-21');
    expect(split.days).toBe(10);
    expect(split.workingDates).toEqual([
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
    ]);
    expect((await preview(bharat, '2026-11-09', '2026-11-14')).days).toBe(4); // 10 holiday, 14 Saturday
    expect((await preview(asha, '2026-11-09', '2026-11-14')).days).toBe(6);
    expect((await preview(bharat, '2026-11-27', '2026-11-27')).days).toBe(1); // worked in Bengaluru
    const founders = await inject(
      asha,
      'GET',
      `/api/employees/${asha.id}/leave-preview?type=Sick%20Leave&startDate=2026-11-27&endDate=2026-11-27`,
    );
    expect(founders.statusCode).toBe(400); // Founders Day in Pune
    expect(founders.json()).toMatchObject({
      message: 'The selected date(s) fall on holidays and weekly offs only; no leave is needed.',
    });
  });
});

describe('the 11:00 absentee run and punch-in read each location', () => {
  it('marks only the people whose location works that day', async () => {
    const { asha, bharat, meena } = await people('run');
    const nikhil = await createUser(ctx, { name: 'Nikhil run' }); // no placement: the organisation's
    const service = ctx.app.services.attendance;
    const runOn = async (date: string) => {
      ctx.clock.set(IST(date, '11:00:00'));
      expect(await service.absenteeRunDue()).toBe(date);
      await service.markAbsentees(date);
      const marked = [asha, bharat, meena, nikhil].map(
        async (p) => (await statusOn(p.id, date)) === 'Absent',
      );
      return Promise.all(marked);
    };
    //                                           Asha   Bharat Meena  Nikhil
    expect(await runOn('2026-11-10')).toEqual([true, false, true, true]); // Bengaluru Day
    ctx.clock.set(IST('2026-11-20', '09:30:00'));
    const holidayPunch = await inject(meena, 'POST', `/api/employees/${meena.id}/punch-in`, {});
    expect(holidayPunch.statusCode).toBe(422);
    expect(holidayPunch.json()).toMatchObject({ message: 'Today is a holiday: Karaga.' });
    expect((await inject(asha, 'POST', `/api/employees/${asha.id}/punch-in`, {})).statusCode).toBe(200);
    expect(await runOn('2026-11-20')).toEqual([false, false, false, true]); // Asha punched in; Karaga
    expect(await runOn('2026-11-21')).toEqual([true, false, false, true]); // Saturday off in Bengaluru
    // The organisation's Founders Day is worked in Bengaluru: the run still comes, for them only.
    expect(await runOn('2026-11-27')).toEqual([false, true, true, false]);
    ctx.clock.set(IST('2026-11-29', '11:00:00')); // Sunday: nobody works
    expect(await service.absenteeRunDue()).toBeNull();
  });
});

describe('payroll reads each person their calendar', () => {
  /** Present on every date of November 2026 but those listed (no row) and `absent`. */
  async function markNovember(userId: string, off: readonly number[], absent: readonly number[] = []) {
    const rows = [];
    for (let d = 1; d <= 30; d += 1) {
      if (off.includes(d)) continue;
      const date = `2026-11-${String(d).padStart(2, '0')}`;
      rows.push({
        userId,
        date,
        status: absent.includes(d) ? 'Absent' : 'Present',
        source: 'manual',
      } as const);
    }
    await ctx.db.insert(attendance).values(rows);
  }

  it('pays weekly offs and holidays by the location on each date, to the paisa', async () => {
    const { asha, bharat, meena } = await people('pay');
    const SUNDAYS = [1, 8, 15, 22, 29];
    await markNovember(asha.id, [...SUNDAYS, 27]);
    await markNovember(bharat.id, [...SUNDAYS, 7, 14, 21, 28, 10, 20]);
    await markNovember(meena.id, [...SUNDAYS, 21, 28, 20], [18]);
    ctx.clock.set(IST('2026-12-01', '10:00:00'));
    const response = await inject(admin, 'POST', '/api/admin/generate-salary', {
      employeeIds: [asha.id, bharat.id, meena.id],
      month: 'November 2026',
    });
    expect(response.statusCode).toBe(202);
    await ctx.app.services.payroll.whenIdle();
    const recordOf = async (person: TestUser) =>
      (
        (await inject(person, 'GET', `/api/employees/${person.id}/salaries`)).json() as {
          month: string;
          amount: number;
          breakdown: Record<string, unknown>;
        }[]
      ).find((r) => r.month === 'November 2026')!;
    const [a, b, m] = await Promise.all([recordOf(asha), recordOf(bharat), recordOf(meena)]);
    const counts = async (person: TestUser) => {
      const [row] = await ctx.db.select().from(salaryRecords).where(eq(salaryRecords.userId, person.id));
      const { weeklyOffDays, holidayDays, workingDays } = row!.breakdown as Record<string, number>;
      return { weeklyOffDays, holidayDays, workingDays };
    };
    // Pune: 5 Sundays off, Founders Day, 24 working days, all present: ₹30,000.
    expect(a.amount).toBe(30_000);
    expect(a.breakdown).toMatchObject({ paidDays: 30 });
    expect(await counts(asha)).toEqual({ weeklyOffDays: 5, holidayDays: 1, workingDays: 24 });
    // Bengaluru: 5 Sundays and 4 Saturdays off, Bengaluru Day and Karaga, 19 working days: ₹30,000.
    expect(b.amount).toBe(30_000);
    expect(b.breakdown).toMatchObject({ paidDays: 30 });
    expect(await counts(bharat)).toEqual({ weeklyOffDays: 9, holidayDays: 2, workingDays: 19 });
    // Meena: Pune to the 15th (3 Sundays, the 10th worked), Bengaluru from the 16th (2 Sundays, 2 Saturdays,
    // Karaga, the 27th worked): 7 off, 1 holiday, 22 working; absent on the 18th: 30,000 x 29 / 30 = 29,000.
    expect(m.amount).toBe(29_000);
    expect(m.breakdown).toMatchObject({ paidDays: 29 });
    expect(await counts(meena)).toEqual({ weeklyOffDays: 7, holidayDays: 1, workingDays: 22 });
  });
});

describe("the browser's own work week (GET /api/settings/work-week?for=me)", () => {
  it("answers the organisation's week, with the caller's location's own patterns as `local`", async () => {
    const { asha, bharat } = await people('own week');
    const own = async (user: TestUser) => {
      const response = await inject(user, 'GET', '/api/settings/work-week?for=me');
      expect(response.statusCode).toBe(200);
      return response.json() as { patterns: unknown[]; local?: { locationId: string; patterns: unknown[] } };
    };
    expect((await own(asha)).local).toBeUndefined();
    const bengaluruWeek = await own(bharat);
    expect(bengaluruWeek.patterns).toEqual([]);
    expect(bengaluruWeek.local).toEqual({
      locationId: bengaluru,
      patterns: [expect.objectContaining({ effectiveFrom: '2026-11-01', weeklyOff: [0, 6] })],
    });
    // Without `for=me` the organisation's week, as the Work Week screen reads it.
    const organisation = await inject(bharat, 'GET', '/api/settings/work-week');
    expect(organisation.json()).toEqual({ weeklyOff: [0], patterns: [] });
  });
});
