import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lte } from 'drizzle-orm';
import { attendance, auditLog, holidays } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/*
 * Go-live and bulk marking (issue 40, docs/attendance.md "Go-live and bulk marking"), through the API on
 * the real engine. Today is Friday 27 November 2026, 10:00 in Kolkata; Sundays are off; Tuesday 10
 * November is a public holiday.
 */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let ravi: TestUser;
let meera: TestUser;
const LOCKED = 'Payroll for October 2026 is finalised: ask an Admin to reopen it.';

const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });
const bulk = (who: TestUser, payload: object, area = 'hr') =>
  call(who, 'POST', `/api/${area}/attendance/bulk-mark`, payload);
const rowsOf = (userId: string, from: string, to: string) =>
  ctx.db
    .select({ date: attendance.date, status: attendance.status, source: attendance.source })
    .from(attendance)
    .where(and(eq(attendance.userId, userId), gte(attendance.date, from), lte(attendance.date, to)))
    .orderBy(attendance.date);

beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-27T04:30:00.000Z' });
  admin = await createUser(ctx, { role: 'Admin', joinedOn: '2026-01-01' });
  hr = await createUser(ctx, { role: 'HR', joinedOn: '2026-01-01' });
  ravi = await createUser(ctx, { name: 'Ravi Kumar', joinedOn: '2026-01-01', baseSalaryPaise: 3_000_000 });
  meera = await createUser(ctx, { name: 'Meera Joshi', joinedOn: '2026-11-12' });
  await ctx.db.insert(holidays).values({ date: '2026-11-10', name: 'Founders Day', kind: 'public' });
});
afterAll(() => ctx.close());

describe('the go-live date', () => {
  it('is unset on a fresh install; only the Admin sets it, audited', async () => {
    expect((await call(ravi, 'GET', '/api/settings/go-live')).json()).toEqual({ goLive: null });
    expect((await call(hr, 'PUT', '/api/settings/go-live', { goLive: '2026-11-20' })).statusCode).toBe(403);
    expect((await call(admin, 'PUT', '/api/settings/go-live', { goLive: '2026-02-30' })).statusCode).toBe(
      422,
    );
    const set = await call(admin, 'PUT', '/api/settings/go-live', { goLive: '2026-11-30' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call(hr, 'GET', '/api/settings/go-live')).json()).toEqual({ goLive: '2026-11-30' });
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'settings.go_live'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toEqual({ goLive: '2026-11-30' });
  });

  it('the absentee run never marks a day before go-live', async () => {
    const service = ctx.app.services.attendance;
    ctx.clock.set('2026-11-27T06:00:00.000Z'); // 11:30 in Kolkata, go-live Monday 30th
    expect(await service.absenteeRunDue()).toBeNull();
    expect(await service.markAbsentees('2026-11-27')).toEqual({ ran: false, count: 0 });
    expect(await rowsOf(ravi.id, '2026-11-27', '2026-11-27')).toEqual([]);
    await call(admin, 'PUT', '/api/settings/go-live', { goLive: '2026-11-27' });
    expect(await service.absenteeRunDue()).toBe('2026-11-27'); // on the go-live day itself it runs
    await call(admin, 'PUT', '/api/settings/go-live', { goLive: null });
    ctx.clock.set('2026-11-27T04:30:00.000Z');
  });
});

describe('bulk marking', () => {
  it('a dry run counts the person-days, skipping the Sunday and the holiday, and writes nothing', async () => {
    const res = await bulk(hr, {
      from: '2026-11-02',
      to: '2026-11-14',
      employeeIds: [ravi.id],
      status: 'Present',
      dryRun: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    // 13 days: Sunday 8th and Tuesday 10th (holiday) are off, 11 working days.
    expect(res.json()).toEqual({
      dryRun: true,
      people: 1,
      marked: 11,
      skippedOffDays: 2,
      skippedBeforeJoining: 0,
      kept: 0,
      replaced: 0,
    });
    expect(await rowsOf(ravi.id, '2026-11-01', '2026-11-30')).toEqual([]);
  });

  it('keeps punches and leave, replaces manual marks, in one transaction with one audit entry', async () => {
    await ctx.db.insert(attendance).values([
      {
        userId: ravi.id,
        date: '2026-11-03',
        status: 'Present',
        source: 'punch',
        checkIn: new Date('2026-11-03T03:40:00Z'),
      },
      { userId: ravi.id, date: '2026-11-05', status: 'Paid Leave', source: 'leave' },
    ]);
    const manual = await call(hr, 'PUT', '/api/hr/attendance/manual-mark', {
      employeeId: ravi.id,
      date: '2026-11-04',
      status: 'Absent',
    });
    expect(manual.statusCode).toBe(200);
    const res = await bulk(
      admin,
      { from: '2026-11-02', to: '2026-11-14', employeeIds: [ravi.id], status: 'Present' },
      'admin',
    );
    expect(res.json()).toEqual({
      dryRun: false,
      people: 1,
      marked: 9,
      skippedOffDays: 2,
      skippedBeforeJoining: 0,
      kept: 2,
      replaced: 1,
    });
    const rows = await rowsOf(ravi.id, '2026-11-01', '2026-11-14');
    expect(rows).toHaveLength(11); // the 11 working days, nothing on the Sunday or the holiday
    expect(rows.find((r) => r.date === '2026-11-03')).toMatchObject({ status: 'Present', source: 'punch' });
    expect(rows.find((r) => r.date === '2026-11-04')).toMatchObject({ status: 'Present', source: 'manual' });
    expect(rows.find((r) => r.date === '2026-11-05')).toMatchObject({
      status: 'Paid Leave',
      source: 'leave',
    });
    expect(rows.map((r) => r.date)).not.toContain('2026-11-08');
    expect(rows.map((r) => r.date)).not.toContain('2026-11-10');
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'attendance.bulk_mark'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({
      from: '2026-11-02',
      to: '2026-11-14',
      status: 'Present',
      marked: 9,
    });
  });

  it('everyone: a person is marked only from joining', async () => {
    const res = await bulk(hr, {
      from: '2026-11-09',
      to: '2026-11-13',
      everyone: true,
      status: 'Absent',
      dryRun: true,
    });
    // 4 people x 5 days (Mon 9 - Fri 13), the 10th a holiday (off for the 3 who had joined); Meera joined
    // on Thursday 12th (9, 10, 11 before joining): 20 - 3 - 3 = 14 person-days.
    expect(res.json()).toMatchObject({ people: 4, marked: 14, skippedOffDays: 3, skippedBeforeJoining: 3 });
  });

  it('refuses up front when any day is in a finalised month, writing nothing', async () => {
    const generated = await call(admin, 'POST', '/api/admin/generate-salary', {
      employeeIds: [ravi.id],
      month: 'October 2026',
    });
    expect(generated.statusCode, generated.body).toBe(202);
    await ctx.app.services.payroll.whenIdle();
    const before = await rowsOf(meera.id, '2026-10-01', '2026-11-30');
    for (const dryRun of [true, false]) {
      const res = await bulk(hr, {
        from: '2026-10-26',
        to: '2026-11-02',
        everyone: true,
        status: 'Present',
        dryRun,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'conflict', message: LOCKED });
    }
    expect(await rowsOf(meera.id, '2026-10-01', '2026-11-30')).toEqual(before);
    expect(await rowsOf(ravi.id, '2026-10-26', '2026-11-01')).toEqual([]);
  });

  it('refuses the future, a range too long, an unknown person and an empty choice', async () => {
    const cases: [object, number][] = [
      [{ from: '2026-11-23', to: '2026-11-28', employeeIds: [ravi.id], status: 'Present' }, 422],
      [{ from: '2026-08-01', to: '2026-11-02', employeeIds: [ravi.id], status: 'Present' }, 422],
      [
        {
          from: '2026-11-02',
          to: '2026-11-03',
          employeeIds: ['00000000-0000-4000-8000-000000000000'],
          status: 'Present',
        },
        404,
      ],
      [{ from: '2026-11-02', to: '2026-11-03', status: 'Present' }, 400],
      [{ from: '2026-11-03', to: '2026-11-02', everyone: true, status: 'Present' }, 400],
      [{ from: '2026-11-02', to: '2026-11-03', everyone: true, status: 'Punched In' }, 400],
    ];
    for (const [payload, status] of cases) expect((await bulk(hr, payload)).statusCode).toBe(status);
  });
});

describe('payroll with a mid-month go-live', () => {
  it('₹30,000, go-live Friday 20 November, Present since: full pay and the slip says why', async () => {
    const sita = await createUser(ctx, {
      name: 'Sita Rao',
      joinedOn: '2026-01-01',
      baseSalaryPaise: 3_000_000,
    });
    await call(admin, 'PUT', '/api/settings/go-live', { goLive: '2026-11-20' });
    const marked = await bulk(hr, {
      from: '2026-11-20',
      to: '2026-11-26',
      employeeIds: [sita.id],
      status: 'Present',
    });
    expect(marked.json()).toMatchObject({ marked: 6, skippedOffDays: 1 });
    const generated = await call(admin, 'POST', '/api/admin/generate-salary', {
      employeeIds: [sita.id],
      month: 'November 2026',
    });
    expect(generated.statusCode, generated.body).toBe(202);
    await ctx.app.services.payroll.whenIdle();
    const [record] = (await call(sita, 'GET', `/api/employees/${sita.id}/salaries`)).json();
    // Cut-off 26/11: 5 Sundays, the holiday, 15 working days before go-live, 6 Present, 3 presumed = 30.
    expect(record).toMatchObject({ amount: 30_000, attendanceUpTo: '2026-11-26' });
    expect(record.breakdown).toMatchObject({
      paidDays: 30,
      lopDays: 0,
      lopDates: [],
      beforeGoLive: { goLive: '2026-11-20', days: 15 },
    });
  });

  it('the register preview names the days nobody marked and the days paid before go-live', async () => {
    const tara = await createUser(ctx, {
      name: 'Tara Das',
      joinedOn: '2026-01-01',
      baseSalaryPaise: 3_000_000,
    });
    await call(admin, 'PUT', '/api/settings/go-live', { goLive: '2026-11-20' });
    await bulk(hr, { from: '2026-11-20', to: '2026-11-23', employeeIds: [tara.id], status: 'Present' });
    const res = await call(admin, 'POST', '/api/admin/payroll-runs/preview', {
      employeeIds: [tara.id],
      month: 'November 2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    // Cut-off 26/11: 24-26 November were never marked.
    expect(res.json().rows[0]).toMatchObject({
      lopDays: 3,
      notMarked: ['2026-11-24', '2026-11-25', '2026-11-26'],
      paidBeforeGoLive: 15,
    });
  });
});
