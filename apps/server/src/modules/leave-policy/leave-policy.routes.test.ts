import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  defaultPolicyOf,
  LEAVE_MESSAGES,
  LEAVE_POLICY_MESSAGES as P,
  SME_LEAVE_PRESET,
  type LeaveCalendar,
  type LeavePolicies,
} from '@hrms/shared';
import { auditLog, holidays, jobRuns, leaveLedger } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Friday 20 November 2026, 10:00 in Kolkata; Sunday is the weekly off; a fresh install (no policy rows).
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let emp: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [admin, hr, emp, other] = await Promise.all([
    createUser(ctx, { role: 'Admin' }),
    createUser(ctx, { role: 'HR' }),
    createUser(ctx, { name: 'Asha Employee' }),
    createUser(ctx, { name: 'Bina Other' }),
  ]);
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user) });
const put = (user: TestUser, url: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url, headers: bearer(user), payload });
const paidPolicy = (over: object = {}) => ({ ...SME_LEAVE_PRESET['Paid Leave'], ...over });

describe('a fresh install has no quotas', () => {
  it('every type unlimited, Half Day 0.5 against Paid Leave, the calendar year', async () => {
    const res = await get(emp, '/api/leave-policies');
    expect(res.statusCode).toBe(200);
    const body = res.json() as LeavePolicies;
    expect(body.yearStartMonth).toBe(1);
    for (const policy of body.policies) {
      const { type, updatedAt, ...fields } = policy;
      expect(fields).toEqual(defaultPolicyOf(type));
      expect(updatedAt).toBeNull();
    }
  });

  it('balances are unlimited (available null) and still count what was taken', async () => {
    const person = await createUser(ctx);
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${person.id}/leaves`,
      headers: bearer(person),
      payload: { type: 'Half Day', startDate: '2026-11-23' },
    });
    await put(hr, `/api/hr/leave-requests/${applied.json().id}/approve`, {});
    const res = await get(person, `/api/employees/${person.id}/leave-balances`);
    expect(res.json()).toContainEqual(
      expect.objectContaining({
        type: 'Paid Leave',
        unlimited: true,
        available: null,
        taken: 0.5,
        pending: 0,
      }),
    );
  });
});

describe('PUT /api/leave-policies/{type} (Admin)', () => {
  it('refuses HR and Employees (403) and bad policies (400) without changing anything', async () => {
    expect((await put(hr, '/api/leave-policies/Paid%20Leave', paidPolicy())).statusCode).toBe(403);
    expect((await put(emp, '/api/leave-policies/Paid%20Leave', paidPolicy())).statusCode).toBe(403);
    const cases: [string, object, string][] = [
      ['Paid%20Leave', paidPolicy({ annualQuota: -1 }), P.invalidPolicy],
      ['Paid%20Leave', paidPolicy({ annualQuota: 1.234 }), P.invalidPolicy],
      ['Paid%20Leave', paidPolicy({ countsAgainst: 'Paid Leave' }), P.countsAgainstItself],
      ['Paid%20Leave', paidPolicy({ countsAgainst: 'Sick Leave' }), P.countsAgainstChain],
      ['Vacation', paidPolicy(), P.invalidType],
    ];
    for (const [type, body, message] of cases) {
      const res = await put(admin, `/api/leave-policies/${type}`, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await get(emp, '/api/leave-policies')).json().policies[1].updatedAt).toBeNull();
  });

  it('saves a version from today (audited); a later change never rewrites the ledger', async () => {
    const res = await put(admin, '/api/leave-policies/Paid%20Leave', paidPolicy());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'Paid Leave', annualQuota: 18, accrual: 'monthly' });
    expect(res.json().updatedAt).not.toBeNull();
    await get(emp, `/api/employees/${emp.id}/leave-balances`);
    const before = await ctx.db.select().from(leaveLedger).where(eq(leaveLedger.userId, emp.id));
    expect(before.map((r) => r.daysHundredths)).toEqual([150]);
    expect(
      (await put(admin, '/api/leave-policies/Paid%20Leave', paidPolicy({ annualQuota: 24 }))).statusCode,
    ).toBe(200);
    await get(emp, `/api/employees/${emp.id}/leave-balances`);
    const after = await ctx.db.select().from(leaveLedger).where(eq(leaveLedger.userId, emp.id));
    expect(after).toEqual(before);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'leave_policy.update'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('PUT /api/leave-policies sets the leave year with several types', async () => {
    const res = await put(admin, '/api/leave-policies', { yearStartMonth: 1, policies: [] });
    expect(res.statusCode).toBe(200);
    expect((await put(admin, '/api/leave-policies', { yearStartMonth: 2, policies: [] })).statusCode).toBe(
      400,
    );
  });
});

describe('balances, ledger, adjustments', () => {
  it('the person reads their own; HR and Admin anyone; others 403; unknown 404; a bad year 400', async () => {
    expect((await get(emp, `/api/employees/${emp.id}/leave-balances`)).statusCode).toBe(200);
    expect((await get(emp, `/api/employees/${other.id}/leave-balances`)).statusCode).toBe(403);
    expect((await get(hr, `/api/employees/${other.id}/leave-ledger?year=2026`)).statusCode).toBe(200);
    expect((await get(admin, `/api/employees/${other.id}/leave-ledger`)).statusCode).toBe(200);
    const unknown = await get(hr, '/api/employees/00000000-0000-4000-8000-000000000000/leave-balances');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(P.employeeNotFound);
    expect((await get(hr, `/api/employees/${emp.id}/leave-balances?year=abc`)).statusCode).toBe(400);
  });

  it('HR adjusts with a reason (audited, the person told); unlimited types refuse (422)', async () => {
    const url = `/api/employees/${other.id}/leave-adjustments`;
    const post = (user: TestUser, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: bearer(user), payload });
    expect((await post(emp, { type: 'Paid Leave', days: 2, reason: 'x' })).statusCode).toBe(403);
    const noReason = await post(hr, { type: 'Paid Leave', days: 2, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(P.adjustmentReason);
    expect((await post(hr, { type: 'Paid Leave', days: 0, reason: 'zero' })).json().message).toBe(
      P.adjustmentDays,
    );
    const unlimited = await post(hr, { type: 'Sick Leave', days: 2, reason: 'Opening balance' });
    expect(unlimited.statusCode).toBe(422);
    expect(unlimited.json().message).toBe(P.adjustmentUnlimited('Sick Leave'));
    const emitToUser = vi.spyOn(ctx.app.realtime, 'emitToUser');
    const res = await post(hr, { type: 'Half Day', days: -0.5, reason: 'Correction' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'Paid Leave',
      kind: 'adjustment',
      days: -0.5,
      reason: 'Correction',
      createdByName: hr.name,
    });
    expect(emitToUser).toHaveBeenCalledWith(other.id, 'leave_balance_updated', { employeeId: other.id });
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'leave.adjust'));
    expect(audit).toHaveLength(1);
    const balances = await get(other, `/api/employees/${other.id}/leave-balances`);
    expect(balances.json()).toContainEqual(expect.objectContaining({ type: 'Paid Leave', adjusted: -0.5 }));
  });
});

describe('GET /api/employees/{id}/leave-preview', () => {
  it("answers the days and balance; the spec's messages first (400); only for oneself (403)", async () => {
    const ok = await get(
      emp,
      `/api/employees/${emp.id}/leave-preview?type=Sick%20Leave&startDate=2026-11-21&endDate=2026-11-23`,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      days: 2,
      workingDates: ['2026-11-21', '2026-11-23'],
      available: null,
      refusal: null,
    });
    const past = await get(
      emp,
      `/api/employees/${emp.id}/leave-preview?type=Paid%20Leave&startDate=2026-11-19`,
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(LEAVE_MESSAGES.pastDate);
    expect(
      (await get(hr, `/api/employees/${emp.id}/leave-preview?type=Paid%20Leave&startDate=2026-11-23`))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/leave-calendar', () => {
  it('HR sees everyone with the holidays; an employee only themselves; a bad month is 400', async () => {
    await ctx.db.insert(holidays).values({ date: '2026-12-25', name: 'Christmas', kind: 'public' });
    for (const user of [emp, other]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/employees/${user.id}/leaves`,
        headers: bearer(user),
        payload: { type: 'Sick Leave', startDate: '2026-12-24', endDate: '2026-12-28' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const all = (await get(hr, '/api/leave-calendar?month=2026-12')).json() as LeaveCalendar;
    expect(all.holidays).toEqual([{ date: '2026-12-25', name: 'Christmas' }]);
    expect(new Set(all.entries.map((e) => e.employeeId))).toEqual(new Set([emp.id, other.id]));
    expect(all.entries.filter((e) => e.employeeId === emp.id).map((e) => e.date)).toEqual([
      '2026-12-24',
      '2026-12-26',
      '2026-12-28',
    ]);
    const one = (
      await get(admin, `/api/leave-calendar?month=2026-12&employeeId=${other.id}`)
    ).json() as LeaveCalendar;
    expect(new Set(one.entries.map((e) => e.employeeId))).toEqual(new Set([other.id]));
    const mine = (
      await get(emp, `/api/leave-calendar?month=2026-12&employeeId=${other.id}`)
    ).json() as LeaveCalendar;
    expect(new Set(mine.entries.map((e) => e.employeeId))).toEqual(new Set([emp.id]));
    const bad = await get(emp, '/api/leave-calendar?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(P.invalidMonth);
  });
});

describe('the accrual job', () => {
  it('is due once a month, runs once (claimed in job_runs) and posts what reads would post', async () => {
    const person = await createUser(ctx);
    const runner = ctx.app.services.leaveAccrual;
    expect(await runner.due()).toBe('2026-11');
    const [first, second] = await Promise.all([runner.run('2026-11'), runner.run('2026-11')]);
    expect([first.ran, second.ran].sort()).toEqual([false, true]);
    expect(await runner.due()).toBeNull();
    const rows = await ctx.db.select().from(leaveLedger).where(eq(leaveLedger.userId, person.id));
    expect(rows.map((r) => [r.kind, r.daysHundredths])).toEqual([['accrual', 200]]); // 24 a year from today
    // December: the job and a read race; each period row is written once.
    ctx.clock.set('2026-12-01T04:30:00.000Z');
    await Promise.all([
      runner.run((await runner.due()) as string),
      get(person, `/api/employees/${person.id}/leave-balances`),
    ]);
    const december = await ctx.db.select().from(leaveLedger).where(eq(leaveLedger.userId, person.id));
    expect(december.map((r) => r.periodKey).sort()).toEqual(['accrual:2026:M11', 'accrual:2026:M12']);
    expect(await ctx.db.select().from(jobRuns).where(eq(jobRuns.job, 'leave-accrual'))).toHaveLength(2);
    ctx.clock.set('2026-11-20T04:30:00.000Z');
  });
});
