import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixedClock } from '../lib/clock.ts';
import { computeSalary } from '../modules/payroll/pay/salary-amount.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { daysInMonth, isoDay, isWeeklyOff, payrollProfileBodySchema, weeklyOffCalendar } from '@hrms/shared';
import { payslipTexts } from '../modules/payroll/payslip/pdf-text.test-helper.ts';
import { DEMO_PASSWORD, generateDemo, type DemoResult } from './generate.ts';
import { planLeaves } from './plan-days.ts';
import { planPeople } from './plan-people.ts';
import { Random } from './random.ts';

const NOW = '2026-11-20T04:30:00.000Z'; // Friday 10:00 in Kolkata
let ctx: TestContext;
let demo: DemoResult;

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  ctx = await createTestApp({ now: NOW });
  demo = await generateDemo(ctx.db, {
    people: 15,
    now: new Date(NOW),
    timeZone: ctx.config.orgTimezone,
    weeklyOff: ctx.config.weeklyOff,
    slips: { payroll: ctx.app.services.payroll, clock: ctx.clock as FixedClock },
    payrollSettings: ctx.app.services.payrollSettings,
  });
}, 120_000);
afterAll(async () => ctx.close());

describe('demo organisation generator', () => {
  it('is deterministic for a seed', () => {
    const names = (seed: number) => planPeople(new Random(seed), 15, '2026-09-01').map((p) => p.name);
    expect(names(7)).toEqual(names(7));
    expect(names(7)).not.toEqual(names(8));
  });

  it('plans two to four leave requests a person for each quarter of the window', () => {
    const people = planPeople(new Random(3), 200, '2025-12-01');
    const window = (from: string) => ({
      from,
      today: '2026-11-20',
      nowTime: null,
      calendar: weeklyOffCalendar([0]),
    });
    const perPerson = (from: string) =>
      planLeaves(new Random(5), people, window(from)).length / people.length;
    // Some draws fall on a day off, before joining or on another request's days, and are dropped.
    expect(perPerson('2026-09-01')).toBeGreaterThan(1.5);
    expect(perPerson('2026-09-01')).toBeLessThanOrEqual(4);
    expect(perPerson('2025-12-01')).toBeGreaterThan(3 * perPerson('2026-09-01'));
    expect(perPerson('2025-12-01')).toBeLessThanOrEqual(16);
  });

  it('makes people of every role with distinct names and the three printed accounts', async () => {
    const byRole = await rows<{ role: string; n: number }>(
      sql`SELECT role, count(*)::int AS n FROM users GROUP BY role ORDER BY role`,
    );
    expect(byRole).toEqual([
      { role: 'Admin', n: 1 },
      { role: 'HR', n: 1 },
      { role: 'Employee', n: 13 },
    ]);
    expect(new Set(demo.people.map((p) => p.name)).size).toBe(15);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demo.accounts.Employee, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('Employee');
    expect(demo.from).toBe('2026-09-01');
  });

  it('leaves attendance as the migrations made it after the bulk load: its indexes, the foreign key checked', async () => {
    const indexes = await rows<{ name: string }>(
      sql`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'attendance' ORDER BY indexname`,
    );
    expect(indexes.map((i) => i.name)).toEqual([
      'attendance_date_idx',
      'attendance_pkey',
      'attendance_user_date_unique',
    ]);
    const [setting] = await rows<{ role: string }>(
      sql`SELECT current_setting('session_replication_role') AS role`,
    );
    expect(setting!.role).toBe('origin');
    // A day twice, and a person who does not exist, are both still refused.
    const [someone] = await rows<{ user_id: string; date: string }>(
      sql`SELECT user_id, date::text FROM attendance ORDER BY id LIMIT 1`,
    );
    await expect(
      ctx.db.execute(
        sql`INSERT INTO attendance (user_id, date, status) VALUES (${someone!.user_id}, ${someone!.date}, 'Absent')`,
      ),
    ).rejects.toThrow();
    await expect(
      ctx.db.execute(
        sql`INSERT INTO attendance (user_id, date, status) VALUES ('00000000-0000-4000-8000-000000000000', '2026-11-19', 'Absent')`,
      ),
    ).rejects.toThrow();
  });

  it('keeps at most one attendance row per person per day, on working days after joining only', async () => {
    const [dupes] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (SELECT user_id, date FROM attendance GROUP BY 1, 2 HAVING count(*) > 1) d`);
    expect(dupes!.n).toBe(0);
    const all = await rows<{ date: string; joined_on: string }>(sql`
      SELECT a.date::text AS date, u.joined_on::text AS joined_on FROM attendance a JOIN users u ON u.id = a.user_id`);
    expect(all.length).toBe(demo.counts.attendance);
    expect(all.every((r) => !isWeeklyOff(r.date, ctx.config.weeklyOff))).toBe(true);
    expect(all.every((r) => r.date >= r.joined_on)).toBe(true);
    const statuses = new Set(
      (await rows<{ status: string }>(sql`SELECT DISTINCT status::text AS status FROM attendance`)).map(
        (r) => r.status,
      ),
    );
    for (const s of ['Present', 'Absent', 'Punched In']) expect(statuses).toContain(s);
  });

  it('has approved, rejected and pending leave, and approved leave days match attendance exactly', async () => {
    const leaveStatuses = await rows<{ status: string }>(
      sql`SELECT DISTINCT status::text AS status FROM leave_requests ORDER BY 1`,
    );
    expect(leaveStatuses.map((r) => r.status)).toEqual(['Approved', 'Pending', 'Rejected']);
    // Every working day of an approved leave has a row with the leave's type...
    const [missing] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n
      FROM leave_requests l
      CROSS JOIN LATERAL generate_series(l.start_date, l.end_date, interval '1 day') AS g(day)
      LEFT JOIN attendance a ON a.user_id = l.user_id AND a.date = g.day::date
      WHERE l.status = 'Approved' AND extract(dow FROM g.day) <> 0
        AND (a.id IS NULL OR a.status::text <> l.type::text)`);
    expect(missing!.n).toBe(0);
    // ...and every leave-type row is covered by an approved leave.
    const [orphans] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM attendance a
      WHERE a.status IN ('Sick Leave', 'Paid Leave', 'Half Day', 'Short Leave')
        AND NOT EXISTS (SELECT 1 FROM leave_requests l WHERE l.user_id = a.user_id AND l.status = 'Approved'
                        AND a.date BETWEEN l.start_date AND l.end_date AND l.type::text = a.status::text)`);
    expect(orphans!.n).toBe(0);
    const [rejectedWithoutReason] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM leave_requests WHERE status = 'Rejected' AND coalesce(rejection_reason, '') = ''`);
    expect(rejectedWithoutReason!.n).toBe(0);
  });

  it('runs the SME leave preset: balances from the ledger, none negative, excess approved days unpaid', async () => {
    const policies = (await ctx.app.services.leavePolicy.getPolicies()).policies;
    expect(policies.find((p) => p.type === 'Paid Leave')).toMatchObject({
      annualQuota: 18,
      accrual: 'monthly',
    });
    const people = await rows<{ id: string }>(sql`SELECT id FROM users`);
    let taken = 0;
    for (const { id } of people) {
      for (const balance of await ctx.app.services.leavePolicy.balances(id)) {
        if (balance.available !== null) expect(balance.available).toBeGreaterThanOrEqual(0);
        taken += balance.taken;
      }
    }
    expect(taken).toBeGreaterThan(0);
  });

  it('has India’s national holidays, and nobody punches, is absent or on leave on one', async () => {
    const holidayRows = await rows<{ date: string; name: string; kind: string }>(
      sql`SELECT date::text AS date, name, kind::text AS kind FROM holidays ORDER BY date`,
    );
    expect(holidayRows.map((h) => h.date)).toEqual(
      expect.arrayContaining(['2026-10-02', '2026-12-24', '2027-01-26', '2027-08-15']),
    );
    const onHoliday = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM attendance WHERE date = '2026-10-02'`,
    );
    expect(onHoliday[0]!.n).toBe(0);
  });

  it('pays the past months through the payroll formula, with a slip file for each record', async () => {
    expect(demo.counts.slipMonths).toEqual(['September 2026', 'October 2026']);
    const records = await rows<{
      user_id: string;
      period_year: number;
      period_month: number;
      amount_paise: string;
      slip_key: string | null;
      pay: { grossPaise: number; netPaise: number; totalDeductionsPaise: number };
    }>(
      sql`SELECT user_id, period_year, period_month, amount_paise, slip_key, pay_breakdown AS pay FROM salary_records`,
    );
    const payable =
      demo.people.filter((p) => p.joinedOn < '2026-10-01').length +
      demo.people.filter((p) => p.joinedOn < '2026-11-01').length;
    expect(records).toHaveLength(payable);
    for (const r of records) {
      const person = demo.people.find((p) => p.id === r.user_id)!;
      const stats = await ctx.app.services.attendance.monthStats(r.user_id, r.period_year, r.period_month);
      // Paid on the 1st of the next month: the whole month is read (no cut-off, nothing to correct).
      const expected = computeSalary({
        baseSalaryPaise: person.baseSalaryPaise,
        year: r.period_year,
        month: r.period_month,
        joinedOn: person.joinedOn,
        attendanceUpTo: null,
        // The demo's holidays (2 October) are paid like weekly offs: the server's own calendar of the month.
        calendar: await ctx.app.services.workCalendar.calendarFor(
          isoDay(r.period_year, r.period_month, 1),
          isoDay(r.period_year, r.period_month, daysInMonth(r.period_year, r.period_month)),
        ),
        stats,
      });
      // Calendar-day divisor: the earned gross is the pre-structure amount; the net is after the deductions.
      expect(r.pay.grossPaise).toBe(expected.netPaise);
      expect(Number(r.amount_paise)).toBe(r.pay.netPaise);
      expect(r.pay.netPaise).toBe(r.pay.grossPaise - r.pay.totalDeductionsPaise);
      expect(r.slip_key).toBeTruthy();
    }
    // The app's clock is back where it stood.
    expect(ctx.clock.now().toISOString()).toBe(NOW);
  });

  it('has its payroll set up: PF, ESI, PT (MH) and TDS on, an address, a valid profile for everyone', async () => {
    const settings = await ctx.app.services.payrollSettings.getSettings();
    expect(settings).toMatchObject({
      pf: { enabled: true },
      esi: { enabled: true },
      pt: { enabled: true, defaultState: 'MH' },
      tds: { enabled: true },
      organisation: { address: expect.stringContaining('Pune') },
    });
    const profiles = await ctx.app.services.payrollSettings.profilesFor(demo.people.map((p) => p.id));
    for (const profile of profiles.values()) expect(payrollProfileBodySchema.parse(profile)).toEqual(profile);
    const states = [...profiles.values()].map((p) => p.workState);
    expect(new Set(states)).toEqual(new Set(['MH', 'KA']));
    expect(new Set([...profiles.values()].map((p) => p.gender))).toEqual(new Set(['male', 'female']));
  });

  it('shows every kind of line on its slips, and an Indian-script name prints on the payslip', async () => {
    const codes = await rows<{ code: string }>(sql`
      SELECT DISTINCT line->>'code' AS code FROM salary_records,
        jsonb_array_elements((pay_breakdown->'deductions') || (pay_breakdown->'employerContributions')) line`);
    expect(codes.map((c) => c.code)).toEqual(
      expect.arrayContaining(['EPF_EE', 'EPF_ER', 'EPS_ER', 'EDLI_ER', 'ESI_EE', 'ESI_ER', 'PT', 'TDS']),
    );
    const devanagari = demo.people.find((p) => p.name === 'अनन्या कुलकर्णी')!;
    expect(devanagari).toBeDefined();
    const [slip] = await rows<{ slip_key: string }>(
      sql`SELECT slip_key FROM salary_records WHERE user_id = ${devanagari.id} AND period_month = 10`,
    );
    const { texts } = await payslipTexts(await ctx.app.services.storage.read(slip!.slip_key));
    expect(texts).toContain('अनन्या कुलकर्णी');
  });

  it('gives everyone tasks, events and notifications to look at', async () => {
    const [counts] = await rows<{ tasks: number; done: number; events: number; unread: number }>(sql`
      SELECT (SELECT count(*)::int FROM tasks) AS tasks,
             (SELECT count(*)::int FROM tasks WHERE status = 'Completed') AS done,
             (SELECT count(*)::int FROM events) AS events,
             (SELECT count(*)::int FROM notification_recipients WHERE status = 'unread') AS unread`);
    expect(counts!.tasks).toBe(demo.counts.tasks);
    expect(counts!.done).toBeGreaterThan(0);
    expect(counts!.events).toBe(15 * 3);
    expect(counts!.unread).toBeGreaterThan(0);
  });
});
