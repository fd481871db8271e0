import { and, eq } from 'drizzle-orm';
import type { SalaryRecord } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, holidays, salaryRecords } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { payslipTexts } from './payslip/pdf-text.test-helper.ts';

/**
 * Pay follows the work calendar (docs/payroll.md): a public holiday is paid like a weekly off, and a
 * change of the calendar from a later date never changes a month already worked (docs/work-calendar.md).
 * November 2026: 30 days, Sundays 1, 8, 15, 22, 29.
 */
let ctx: TestContext;
let admin: TestUser;

const at = (date: string, time = '10:00:00') => new Date(`${date}T${time}+05:30`).toISOString();
const SUNDAYS = ['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29'];

/** Present on every day of November but Sundays and `except`. */
async function markNovember(userId: string, except: Record<string, string | null>): Promise<void> {
  const rows = [];
  for (let d = 1; d <= 30; d += 1) {
    const date = `2026-11-${String(d).padStart(2, '0')}`;
    if (SUNDAYS.includes(date)) continue;
    const status = date in except ? except[date] : 'Present';
    if (status) rows.push({ userId, date, status: status as 'Present', source: 'manual' });
  }
  await ctx.db.insert(attendance).values(rows);
}

async function generate(person: TestUser, month: string): Promise<SalaryRecord> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/generate-salary',
    headers: bearer(admin),
    payload: { employeeIds: [person.id], month },
  });
  expect(response.statusCode).toBe(202);
  await ctx.app.services.payroll.whenIdle();
  const list = await ctx.app.inject({
    method: 'GET',
    url: `/api/employees/${person.id}/salaries`,
    headers: bearer(person),
  });
  return (list.json() as SalaryRecord[]).find((r) => r.month === month)!;
}

const payslipTextOf = async (record: SalaryRecord) =>
  (await payslipTexts((await ctx.app.inject({ method: 'GET', url: record.slipPath! })).rawPayload)).texts;

beforeAll(async () => {
  ctx = await createTestApp({ now: at('2026-12-01') });
  admin = await createUser(ctx, { role: 'Admin' });
  await ctx.db.insert(holidays).values({ date: '2026-11-20', name: 'Founders Day', kind: 'public' });
});
afterAll(() => ctx.close());

describe('a public holiday on the payslip', () => {
  it('is paid like a weekly off, to the paisa, and shown on its own line', async () => {
    const person = await createUser(ctx, { name: 'Hari Holiday', baseSalaryPaise: 3_100_000 });
    // The holiday has no row (nobody punches or is marked absent on it); one Absent day.
    await markNovember(person.id, { '2026-11-20': null, '2026-11-24': 'Absent' });
    const record = await generate(person, 'November 2026');
    // 5 weekly offs + 1 holiday + 23 present = 29 payable days: 31,000 x 29 / 30 = 29,966.666... -> 29,966.67
    expect(record.amount).toBe(29_966.67);
    const [row] = await ctx.db.select().from(salaryRecords).where(eq(salaryRecords.userId, person.id));
    expect(row!.breakdown).toMatchObject({ weeklyOffDays: 5, holidayDays: 1, workingDays: 24, absent: 1 });
    const texts = await payslipTextOf(record);
    expect(texts.join('\n')).toContain('29,966.67');
    expect(record.breakdown).toMatchObject({
      paidDays: 29,
      lopDays: 1,
      lopDates: [{ date: '2026-11-24', days: 1, reason: 'Absent' }],
    });
  });

  it('has no Holidays line in a month without one (the payslip of a fresh install)', async () => {
    const person = await createUser(ctx, { baseSalaryPaise: 3_100_000 });
    const record = await generate(person, 'October 2026');
    const [row] = await ctx.db.select().from(salaryRecords).where(eq(salaryRecords.userId, person.id));
    expect(row!.breakdown).not.toHaveProperty('holidayDays');
    expect(await payslipTextOf(record)).not.toContain('Holidays');
  });
});

describe('effective dating', () => {
  it("leaves this month's rows, stats, sheet and payslip identical when next year's calendar changes", async () => {
    ctx.clock.set(at('2026-11-25'));
    const person = await createUser(ctx, { name: 'Esha Effective', baseSalaryPaise: 3_000_000 });
    await markNovember(person.id, {
      '2026-11-20': null,
      '2026-11-21': 'Half Day',
      '2026-11-25': null,
      '2026-11-26': null,
      '2026-11-27': null,
      '2026-11-28': null,
      '2026-11-30': null,
    });
    const read = async () => {
      const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(admin) });
      const record = await generate(person, 'November 2026');
      const [row] = await ctx.db
        .select({ amount: salaryRecords.amountPaise, breakdown: salaryRecords.breakdown })
        .from(salaryRecords)
        .where(and(eq(salaryRecords.userId, person.id), eq(salaryRecords.periodMonth, 11)));
      return {
        rows: (await get(`/api/admin/${person.id}/attendance`)).body,
        stats: (await get(`/api/admin/${person.id}/attendance/stats?month=2026-11`)).body,
        personStats: await ctx.app.services.attendance.monthStats(person.id, 2026, 11),
        sheet: (await get('/api/admin/attendance-sheet?month=2026-11')).body,
        salary: JSON.stringify(row),
        payslip: JSON.stringify(await payslipTextOf(record)),
      };
    };
    const before = await read();

    // Next year's holidays, a new work week from 2027, a night shift for the person from December.
    await ctx.db.insert(holidays).values([
      { date: '2027-01-26', name: 'Republic Day', kind: 'public' },
      { date: '2027-08-15', name: 'Independence Day', kind: 'public' },
    ]);
    const week = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/work-week',
      headers: bearer(admin),
      payload: { weeklyOff: [0, 6], nthWeekOff: [], effectiveFrom: '2027-01-01' },
    });
    expect(week.statusCode).toBe(200);
    const shift = await ctx.app.inject({
      method: 'POST',
      url: '/api/shifts',
      headers: bearer(admin),
      payload: {
        name: 'Night',
        start: '22:00',
        end: '06:00',
        punchInFrom: '21:00',
        punchInUntil: '23:00',
        graceMinutes: 0,
      },
    });
    const assigned = await ctx.app.inject({
      method: 'PUT',
      url: `/api/employees/${person.id}/shift`,
      headers: bearer(admin),
      payload: { shiftId: shift.json().id, from: '2026-12-01' },
    });
    expect(assigned.statusCode).toBe(200);

    expect(await read()).toEqual(before);
  });
});
