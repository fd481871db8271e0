import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEAVE_POLICY_MESSAGES as P,
  SME_LEAVE_PRESET,
  type LeaveBalance,
  type LeaveLedgerEntry,
  type LeaveRequest,
} from '@hrms/shared';
import { attendance, auditLog } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Friday 20 November 2026, 10:00 in Kolkata; Sunday is the weekly off. The Admin applies the SME preset
// today (Paid Leave with the sandwich rule for weekly offs, Sick Leave beyond the balance as unpaid):
// Paid Leave accrues November's 1.5 today, Sick Leave its 12 upfront (docs/leave.md, worked examples).
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [admin, hr] = await Promise.all([createUser(ctx, { role: 'Admin' }), createUser(ctx, { role: 'HR' })]);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/leave-policies',
    headers: bearer(admin),
    payload: {
      policies: Object.entries({
        ...SME_LEAVE_PRESET,
        'Paid Leave': { ...SME_LEAVE_PRESET['Paid Leave'], sandwich: { weeklyOffs: true, holidays: true } },
        'Sick Leave': { ...SME_LEAVE_PRESET['Sick Leave'], beyondBalance: 'unpaid' },
      }).map(([type, policy]) => ({ type, ...policy })),
    },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => ctx.close());

const apply = (user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/employees/${user.id}/leaves`, headers: bearer(user), payload });
async function applied(user: TestUser, payload: object): Promise<LeaveRequest> {
  const res = await apply(user, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function approved(user: TestUser, payload: object): Promise<LeaveRequest> {
  const leave = await applied(user, payload);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/hr/leave-requests/${leave.id}/approve`,
    headers: bearer(hr),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function balanceOf(user: TestUser, type: string): Promise<LeaveBalance> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/employees/${user.id}/leave-balances`,
    headers: bearer(user),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as LeaveBalance[]).find((b) => b.type === type)!;
}
async function ledgerOf(user: TestUser): Promise<LeaveLedgerEntry[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/employees/${user.id}/leave-ledger`,
    headers: bearer(hr),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const cancelOwn = (user: TestUser, leaveId: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/employees/${user.id}/leaves/${leaveId}/cancel`,
    headers: bearer(user),
    payload: {},
  });
const cancelAny = (leaveId: string, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/hr/leave-requests/${leaveId}/cancel`,
    headers: bearer(hr),
    payload,
  });
const adjust = (user: TestUser, days: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${user.id}/leave-adjustments`,
    headers: bearer(hr),
    payload: { type: 'Paid Leave', days, reason: 'Opening balance from the old register' },
  });
const leaveRowsOf = (userId: string) =>
  ctx.db
    .select({ date: attendance.date })
    .from(attendance)
    .where(and(eq(attendance.userId, userId), eq(attendance.source, 'leave')));

describe('balances after the preset', () => {
  it('accrues what is due today, shows Half Day against Paid Leave and Short Leave by the month', async () => {
    const emp = await createUser(ctx);
    const paid = await balanceOf(emp, 'Paid Leave');
    expect(paid).toMatchObject({
      unlimited: false,
      opening: 0,
      accrued: 1.5,
      taken: 0,
      pending: 0,
      available: 1.5,
    });
    expect(await balanceOf(emp, 'Sick Leave')).toMatchObject({ accrued: 12, available: 12 });
    expect(await balanceOf(emp, 'Half Day')).toMatchObject({ countsAgainst: 'Paid Leave', available: 1.5 });
    expect(await balanceOf(emp, 'Short Leave')).toMatchObject({
      unlimited: true,
      available: null,
      monthUsed: 0,
      monthMax: 2,
    });
    expect((await ledgerOf(emp)).map((r) => [r.type, r.kind, r.days, r.date])).toEqual([
      ['Sick Leave', 'accrual', 12, '2026-11-20'],
      ['Paid Leave', 'accrual', 1.5, '2026-11-20'],
    ]);
  });
});

describe('applying and approving against the balance', () => {
  it("refuses beyond a 'refuse' balance with 422, pending days set aside; a half day fits the 0.5 left", async () => {
    const emp = await createUser(ctx);
    const first = await applied(emp, { type: 'Paid Leave', startDate: '2026-11-23' });
    expect(first).toMatchObject({ days: 1, unpaidDays: 0, sandwichDates: [] });
    const refused = await apply(emp, { type: 'Paid Leave', startDate: '2026-11-24' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ code: 'unprocessable', message: P.notEnough('Paid Leave', 0.5) });
    expect(refused.json().message).toBe('Not enough Paid Leave balance: 0.5 day(s) left.');
    expect((await applied(emp, { type: 'Half Day', startDate: '2026-11-24' })).days).toBe(0.5);
    expect(await balanceOf(emp, 'Paid Leave')).toMatchObject({ pending: 1.5, taken: 0, available: 1.5 });
  });

  it("the spec's own messages come first: a past date is 400 even with no balance left", async () => {
    const emp = await createUser(ctx);
    const res = await apply(emp, { type: 'Paid Leave', startDate: '2026-11-19' });
    expect(res.statusCode).toBe(400);
  });

  it('approval takes the days in the same transaction; a future month projects its accrual', async () => {
    const emp = await createUser(ctx);
    const leave = await approved(emp, { type: 'Paid Leave', startDate: '2026-11-23' });
    expect(await balanceOf(emp, 'Paid Leave')).toMatchObject({ taken: 1, pending: 0, available: 0.5 });
    expect((await ledgerOf(emp)).filter((r) => r.kind === 'taken')).toEqual([
      expect.objectContaining({ type: 'Paid Leave', days: -1, date: '2026-11-23', leaveId: leave.id }),
    ]);
    // December's 1.5 is due by 7 December: 0.5 + 1.5 = 2 days for a request then.
    const preview = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${emp.id}/leave-preview?type=Paid%20Leave&startDate=2026-12-07`,
      headers: bearer(emp),
    });
    expect(preview.json()).toMatchObject({ days: 1, available: 2, refusal: null, balanceType: 'Paid Leave' });
  });

  it("'unpaid': accepts beyond the balance, the excess shown on the request, the balance and to payroll", async () => {
    const emp = await createUser(ctx);
    // 23 Nov – 11 Dec: 19 days, 2 Sundays off → 17 working days; 12 paid, 5 unpaid (the last five).
    const leave = await approved(emp, { type: 'Sick Leave', startDate: '2026-11-23', endDate: '2026-12-11' });
    expect(leave).toMatchObject({ days: 17, unpaidDays: 5, status: 'Approved' });
    expect(await balanceOf(emp, 'Sick Leave')).toMatchObject({ taken: 12, available: 0, unpaid: 5 });
    const unpaid = await ctx.app.services.leaveBooks.unpaidLeaveDays([emp.id], '2026-12-01', '2026-12-31');
    expect(unpaid.get(emp.id)).toEqual(
      ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'].map((date) => ({
        date,
        days: 1,
      })),
    );
    // Cancelled before it begins: attendance rows go, every day comes back (restored exactly).
    const res = await cancelOwn(emp, leave.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Cancelled' });
    expect(await leaveRowsOf(emp.id)).toEqual([]);
    expect(await balanceOf(emp, 'Sick Leave')).toMatchObject({ taken: 0, available: 12, unpaid: 0 });
    expect((await ledgerOf(emp)).filter((r) => r.kind === 'reversed')).toEqual([
      expect.objectContaining({ days: 12, date: '2026-11-23', leaveId: leave.id }),
    ]);
    expect(
      (await ctx.app.services.leaveBooks.unpaidLeaveDays([emp.id], '2026-12-01', '2026-12-31')).get(emp.id),
    ).toEqual([]);
  });

  it('Short Leave: at most two a month (422), a cancelled one frees its place', async () => {
    const emp = await createUser(ctx);
    const first = await applied(emp, { type: 'Short Leave', startDate: '2026-11-23' });
    await applied(emp, { type: 'Short Leave', startDate: '2026-11-24' });
    const third = await apply(emp, { type: 'Short Leave', startDate: '2026-11-25' });
    expect(third.statusCode).toBe(422);
    expect(third.json().message).toBe(P.monthlyLimit('Short Leave', 2));
    expect(await balanceOf(emp, 'Short Leave')).toMatchObject({ monthUsed: 2, monthMax: 2 });
    expect((await cancelOwn(emp, first.id)).statusCode).toBe(200);
    expect((await apply(emp, { type: 'Short Leave', startDate: '2026-11-25' })).statusCode).toBe(201);
    expect((await apply(emp, { type: 'Short Leave', startDate: '2026-12-01' })).statusCode).toBe(201);
  });
});

describe('cancellation', () => {
  it('HR cancels an approved request with a reason (audited); a pending one is not theirs to cancel', async () => {
    const emp = await createUser(ctx);
    const leave = await approved(emp, { type: 'Paid Leave', startDate: '2026-11-20' });
    expect(await leaveRowsOf(emp.id)).toHaveLength(1);
    // Its day has begun: the person may no longer withdraw it.
    const own = await cancelOwn(emp, leave.id);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(P.cancelNotAllowed);
    expect((await cancelAny(leave.id, {})).statusCode).toBe(400);
    const res = await cancelAny(leave.id, { reason: 'Came to work after all' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Cancelled', cancellationReason: 'Came to work after all' });
    expect(await leaveRowsOf(emp.id)).toEqual([]);
    expect(await balanceOf(emp, 'Paid Leave')).toMatchObject({ taken: 0, available: 1.5 });
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, leave.id));
    expect(audit.map((a) => a.action)).toContain('leave.cancel');
    expect((await cancelAny(leave.id, { reason: 'again' })).statusCode).toBe(409);
    const pending = await applied(emp, { type: 'Paid Leave', startDate: '2026-11-26' });
    const staffPending = await cancelAny(pending.id, { reason: 'no' });
    expect(staffPending.statusCode).toBe(409);
    expect(staffPending.json().message).toBe(P.cancelStaffOnlyApproved);
    const mine = await cancelOwn(emp, pending.id);
    expect(mine.json()).toMatchObject({ status: 'Cancelled', cancellationReason: null });
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${emp.id}/leaves`,
      headers: bearer(emp),
    });
    expect((list.json() as LeaveRequest[]).map((l) => l.status)).toEqual(['Cancelled', 'Cancelled']);
    const approvers = await ctx.app.inject({
      method: 'GET',
      url: '/api/hr/leave-requests',
      headers: bearer(hr),
    });
    expect((approvers.json() as LeaveRequest[]).filter((l) => l.employeeId === emp.id)).toHaveLength(2);
  });

  it("someone else's request is not found (404) through the own path", async () => {
    const [a, b] = [await createUser(ctx), await createUser(ctx)];
    const leave = await applied(b, { type: 'Sick Leave', startDate: '2026-11-23', endDate: '2026-11-23' });
    expect((await cancelOwn(a, leave.id)).statusCode).toBe(404);
    expect((await cancelOwn(a, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('the sandwich of two adjacent requests reverts when one side is cancelled', async () => {
    const emp = await createUser(ctx);
    expect((await adjust(emp, 5)).statusCode).toBe(201);
    const saturday = await approved(emp, { type: 'Paid Leave', startDate: '2026-11-28' });
    const monday = await approved(emp, { type: 'Paid Leave', startDate: '2026-11-30' });
    expect(monday).toMatchObject({ days: 2, sandwichDates: ['2026-11-29'] });
    expect(await balanceOf(emp, 'Paid Leave')).toMatchObject({ adjusted: 5, taken: 3, available: 3.5 });
    expect((await cancelOwn(emp, saturday.id)).statusCode).toBe(200);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${emp.id}/leaves`,
      headers: bearer(emp),
    });
    expect((list.json() as LeaveRequest[]).find((l) => l.id === monday.id)).toMatchObject({
      days: 1,
      sandwichDates: [],
    });
    expect(await balanceOf(emp, 'Paid Leave')).toMatchObject({ taken: 1, available: 5.5 });
  });

  it('a rejected neighbour takes its sandwich with it', async () => {
    const emp = await createUser(ctx);
    expect((await adjust(emp, 5)).statusCode).toBe(201);
    const saturday = await applied(emp, { type: 'Paid Leave', startDate: '2026-11-28' });
    const monday = await applied(emp, { type: 'Paid Leave', startDate: '2026-11-30' });
    expect(monday.days).toBe(2);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/hr/leave-requests/${saturday.id}/reject`,
      headers: bearer(hr),
      payload: { rejectionReason: 'Busy week' },
    });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(emp, 'Paid Leave')).toMatchObject({ pending: 1 });
  });
});
