import { DEFAULT_OVERTIME_SETTINGS, type OvertimeClaim, type SalaryRecord } from '@hrms/shared';
import { expect } from 'vitest';
import { bearer, type TestContext, type TestUser } from './test-app.ts';

/** Overtime on, with the defaults (after the shift's end, 9 h a day, 48 h a week, 30 minutes' minimum). */
export async function turnOvertimeOn(ctx: TestContext, admin: TestUser, more: object = {}): Promise<void> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/overtime-settings',
    headers: bearer(admin),
    payload: { ...DEFAULT_OVERTIME_SETTINGS, enabled: true, ...more },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The person punches in and out at these org times (Asia/Kolkata, +05:30) on `date`; claims are written after. */
export async function workDay(ctx: TestContext, user: TestUser, date: string, from: string, to: string) {
  ctx.clock.set(`${date}T${from}:00+05:30`);
  const inRes = await ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${user.id}/punch-in`,
    headers: bearer(user),
  });
  expect(inRes.statusCode, inRes.body).toBe(200);
  ctx.clock.set(`${date}T${to}:00+05:30`);
  const outRes = await ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${user.id}/punch-out`,
    headers: bearer(user),
  });
  expect(outRes.statusCode, outRes.body).toBe(200);
  await ctx.app.services.overtime.whenIdle();
}

export async function ownClaims(ctx: TestContext, user: TestUser): Promise<OvertimeClaim[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/employees/${user.id}/overtime`,
    headers: bearer(user),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OvertimeClaim[];
}

export async function queueOf(ctx: TestContext, user: TestUser): Promise<OvertimeClaim[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/approvals/overtime-claims',
    headers: bearer(user),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OvertimeClaim[];
}

export const decideClaim = (
  ctx: TestContext,
  user: TestUser,
  id: string,
  action: 'approve' | 'reject',
  payload: object = {},
) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/approvals/overtime-claims/${id}/${action}`,
    headers: bearer(user),
    payload,
  });

/** Generates `month`'s slip for the person (finalising the month) and answers the record. */
export async function payslipOf(ctx: TestContext, admin: TestUser, user: TestUser, month: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/generate-salary',
    headers: bearer(admin),
    payload: { employeeIds: [user.id], month },
  });
  expect(res.statusCode, res.body).toBe(202);
  await ctx.app.services.payroll.whenIdle();
  const list = await ctx.app.inject({
    method: 'GET',
    url: `/api/employees/${user.id}/salaries`,
    headers: bearer(user),
  });
  return (list.json() as SalaryRecord[]).find((r) => r.month === month)!;
}
