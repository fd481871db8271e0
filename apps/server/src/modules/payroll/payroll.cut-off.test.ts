import { PAYROLL_MESSAGES, type SalaryRecord } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attendance } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { payslipTexts } from './payslip/pdf-text.test-helper.ts';

/**
 * The current month may be paid (issue item 0): worked examples 1-2 of docs/payroll.md through the API,
 * on the injected clock. November 2026: 30 days, Sundays 1, 8, 15, 22, 29; ₹30,000 = ₹1,000 a day.
 */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;

/** 10:00 in Kolkata on that day. */
const at = (date: string) => `${date}T04:30:00.000Z`;
const day = (month: string, d: number) => `${month}-${String(d).padStart(2, '0')}`;
const SUNDAYS = new Set(['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29']);
const DECEMBER_SUNDAYS = new Set(['2026-12-06', '2026-12-13', '2026-12-20', '2026-12-27']);

async function mark(userId: string, rows: Record<string, string>): Promise<void> {
  await ctx.db
    .insert(attendance)
    .values(
      Object.entries(rows).map(([date, status]) => ({ userId, date, status, source: 'manual' }) as never),
    );
}

/** Every working day of [from, to] of one month marked Present, but the exceptions. */
function presentDays(
  month: string,
  from: number,
  to: number,
  sundays: Set<string>,
  except: Record<string, string> = {},
) {
  const rows: Record<string, string> = {};
  for (let d = from; d <= to; d += 1) if (!sundays.has(day(month, d))) rows[day(month, d)] = 'Present';
  return { ...rows, ...except };
}

async function generate(person: TestUser, month: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/generate-salary',
    headers: bearer(admin),
    payload: { employeeIds: [person.id], month },
  });
  await ctx.app.services.payroll.whenIdle();
  return response;
}

async function recordOf(person: TestUser, month: string): Promise<SalaryRecord> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/employees/${person.id}/salaries`,
    headers: bearer(person),
  });
  return (response.json() as SalaryRecord[]).find((r) => r.month === month)!;
}

async function payslipTextOf(record: SalaryRecord): Promise<string[]> {
  const payslip = await ctx.app.inject({ method: 'GET', url: record.slipPath! });
  return (await payslipTexts(payslip.rawPayload)).texts;
}

beforeAll(async () => {
  ctx = await createTestApp({ now: at('2026-11-23') }); // Monday 23 November 2026
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
});

afterAll(() => ctx.close());

describe('paying the current month, then correcting it the next month', () => {
  let esha: TestUser;

  it('November on 23/11/2026: attendance up to 22/11, later days counted as present', async () => {
    ctx.clock.set(at('2026-11-23'));
    esha = await createUser(ctx, { name: 'Esha Cutoff', baseSalaryPaise: 3_000_000 });
    // 1-22: 17 Present + 1 Half Day. Rows written ahead (leave approved for later days) are not read yet.
    await mark(esha.id, {
      ...presentDays('2026-11', 1, 22, SUNDAYS, { '2026-11-20': 'Half Day' }),
      '2026-11-25': 'Paid Leave',
      '2026-11-27': 'Half Day',
    });
    const response = await generate(esha, 'november 2026');
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe(PAYROLL_MESSAGES.generating(1));

    const record = await recordOf(esha, 'November 2026');
    // 5 weekly offs + 17 + 0.5 + 7 presumed working days (23-28, 30) = 29.5 days.
    expect(record).toMatchObject({
      amount: 29_500,
      date: '2026-11-23',
      generatedAt: at('2026-11-23'),
      attendanceUpTo: '2026-11-22',
      lopAdjustment: null,
    });
    expect(record.breakdown).toMatchObject({ attendanceUpTo: '2026-11-22', net: 29_500 });
    const text = (await payslipTextOf(record)).join('\n');
    for (const shown of ['Attendance up to 22/11/2026; later days counted as present', '29,500.00'])
      expect(text).toContain(shown);
  });

  it('December: the presumed days that turned out unpaid are taken back, listing the dates', async () => {
    // What happened after the cut-off: 24 Absent, 26 not marked at all, 25 and 27 as approved ahead.
    await mark(esha.id, {
      '2026-11-23': 'Present',
      '2026-11-24': 'Absent',
      '2026-11-28': 'Present',
      '2026-11-30': 'Present',
    });
    await mark(esha.id, presentDays('2026-12', 1, 31, DECEMBER_SUNDAYS));
    ctx.clock.set(at('2027-01-01'));
    const emit = vi.spyOn(ctx.app.realtime, 'emitToUser');
    expect((await generate(esha, 'December 2026')).statusCode).toBe(202);

    const record = await recordOf(esha, 'December 2026');
    // The person's event carries the record, correction included, as the list shows it.
    expect(emit).toHaveBeenCalledWith(esha.id, 'new_salary_record', record);
    emit.mockRestore();
    // At November's rate (₹1,000 a day): 24 Absent 1 + 26 not marked 1 + 27 Half Day 0.5 = ₹2,500.
    expect(record).toMatchObject({
      amount: 27_500,
      attendanceUpTo: null,
      lopAdjustment: {
        month: 'November 2026',
        amount: 2_500,
        dates: ['2026-11-24', '2026-11-26', '2026-11-27'],
      },
    });
    expect(record.breakdown!.deductions).toEqual([
      { code: 'LOP_ADJ', name: PAYROLL_MESSAGES.lossOfPayFor('November 2026'), amount: 2_500 },
    ]);
    const text = (await payslipTextOf(record)).join('\n');
    for (const shown of [PAYROLL_MESSAGES.lossOfPayFor('November 2026'), '2,500.00', '27,500.00'])
      expect(text).toContain(shown);
  });

  it('regenerated after HR corrects a presumed day: deducted once, however often it is regenerated', async () => {
    const fix = await ctx.app.inject({
      method: 'PUT',
      url: '/api/hr/attendance/manual-mark',
      headers: bearer(hr),
      payload: { employeeId: esha.id, date: '2026-11-30', status: 'Absent' },
    });
    expect(fix.statusCode).toBe(200);
    for (const _ of [1, 2]) {
      await generate(esha, 'December 2026');
      expect(await recordOf(esha, 'December 2026')).toMatchObject({
        amount: 26_500,
        lopAdjustment: { amount: 3_500, dates: ['2026-11-24', '2026-11-26', '2026-11-27', '2026-11-30'] },
      });
    }
  });

  it('November regenerated once December is paid keeps its cut-off: December settles those days', async () => {
    ctx.clock.set(at('2027-01-05'));
    await generate(esha, 'November 2026');
    expect(await recordOf(esha, 'November 2026')).toMatchObject({
      amount: 29_500,
      attendanceUpTo: '2026-11-22',
      date: '2027-01-05',
    });
    await generate(esha, 'December 2026');
    expect((await recordOf(esha, 'December 2026')).lopAdjustment!.amount).toBe(3_500);
  });
});

describe('the boundaries of the pay period', () => {
  it('refuses a month that has not begun, with a clear message', async () => {
    ctx.clock.set(at('2026-11-23'));
    const person = await createUser(ctx, { baseSalaryPaise: 3_000_000 });
    for (const [month, from] of [
      ['December 2026', '01/12/2026'],
      ['January 2027', '01/01/2027'],
    ]) {
      const response = await generate(person, month!);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        `Salary slips for ${month} cannot be generated before the month begins on ${from}.`,
      );
    }
  });

  it('on the 1st nothing of the month is read yet; on the last day, that day is presumed', async () => {
    const first = await createUser(ctx, { baseSalaryPaise: 3_000_000 });
    ctx.clock.set(at('2026-11-01'));
    await generate(first, 'November 2026');
    expect(await recordOf(first, 'November 2026')).toMatchObject({
      amount: 30_000,
      attendanceUpTo: '2026-10-31',
      date: '2026-11-01',
    });

    const last = await createUser(ctx, { baseSalaryPaise: 3_000_000 });
    await mark(last.id, presentDays('2026-11', 1, 29, SUNDAYS, { '2026-11-02': 'Absent' }));
    ctx.clock.set(at('2026-11-30'));
    await generate(last, 'November 2026');
    expect(await recordOf(last, 'November 2026')).toMatchObject({
      amount: 29_000,
      attendanceUpTo: '2026-11-29',
    });
  });

  it('regenerated after the month but before December is paid: the whole month is read there, once', async () => {
    const person = await createUser(ctx, { baseSalaryPaise: 3_000_000 });
    await mark(person.id, presentDays('2026-11', 1, 22, SUNDAYS));
    ctx.clock.set(at('2026-11-23'));
    await generate(person, 'November 2026');
    expect((await recordOf(person, 'November 2026')).amount).toBe(30_000);

    await mark(person.id, presentDays('2026-11', 23, 30, SUNDAYS, { '2026-11-24': 'Absent' }));
    // 01:30 on 1 December in Kolkata (still 30 November in UTC): the month has ended there.
    ctx.clock.set('2026-11-30T20:00:00.000Z');
    await generate(person, 'November 2026');
    expect(await recordOf(person, 'November 2026')).toMatchObject({
      amount: 29_000,
      attendanceUpTo: null,
      date: '2026-12-01',
      generatedAt: '2026-11-30T20:00:00.000Z',
    });
    ctx.clock.set(at('2026-12-23'));
    await generate(person, 'December 2026');
    expect((await recordOf(person, 'December 2026')).lopAdjustment).toBeNull();
  });

  it('pays nothing for a month before the person joined, and corrects only days from joining', async () => {
    ctx.clock.set(at('2026-11-23'));
    const person = await createUser(ctx, { baseSalaryPaise: 3_000_000, joinedOn: '2026-11-27' });
    const before = await createUser(ctx, { baseSalaryPaise: 3_000_000, joinedOn: '2026-12-10' });
    await generate(person, 'November 2026');
    await generate(before, 'November 2026');
    // Joined Friday 27: 27, 28, 30 presumed + Sunday 29 = 4 days.
    expect(await recordOf(person, 'November 2026')).toMatchObject({
      amount: 4_000,
      attendanceUpTo: '2026-11-22',
    });
    expect((await recordOf(before, 'November 2026')).amount).toBe(0);

    await mark(person.id, { '2026-11-27': 'Present', '2026-11-28': 'Absent', '2026-11-30': 'Present' });
    ctx.clock.set(at('2027-01-02'));
    await generate(person, 'December 2026');
    await generate(before, 'December 2026');
    expect((await recordOf(person, 'December 2026')).lopAdjustment).toEqual({
      month: 'November 2026',
      amount: 1_000,
      dates: ['2026-11-28'],
    });
    expect((await recordOf(before, 'December 2026')).lopAdjustment).toBeNull();
  });
});
