import type { SalaryRecord } from '@hrms/shared';
import { UNLIMITED_POLICY } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { UNPAID_LEAVE_REASON } from './pay/lop-days.ts';

/**
 * Leave taken beyond its balance as unpaid (issue 20) is loss of pay on the payslip (issue 21): its attendance
 * rows keep the leave's status, and the leave books say which days are unpaid (docs/leave.md, docs/payroll.md).
 * November 2026: 30 days, Sundays 1, 8, 15, 22, 29. Sick Leave: 2 days a year, upfront, beyond it unpaid.
 */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;

const SUNDAYS = new Set(['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29']);

beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-20T04:30:00.000Z' });
  [admin, hr] = await Promise.all([createUser(ctx, { role: 'Admin' }), createUser(ctx, { role: 'HR' })]);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/leave-policies/Sick%20Leave',
    headers: bearer(admin),
    payload: { ...UNLIMITED_POLICY, annualQuota: 2, beyondBalance: 'unpaid' },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => ctx.close());

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

describe('unpaid leave on the payslip', () => {
  it('takes the unpaid days of an approved leave as loss of pay, to the paisa', async () => {
    const person = await createUser(ctx, { baseSalaryPaise: 3_000_000 });
    // Mon 23 – Thu 26 November: 4 working days, 2 within the balance, the last 2 unpaid.
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${person.id}/leaves`,
      headers: bearer(person),
      payload: { type: 'Sick Leave', startDate: '2026-11-23', endDate: '2026-11-26', reason: 'Fever' },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const approved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/hr/leave-requests/${applied.json().id}/approve`,
      headers: bearer(hr),
    });
    expect(approved.json()).toMatchObject({ status: 'Approved', days: 4, unpaidDays: 2 });
    // Present on every other working day of November.
    const rows = [];
    for (let d = 1; d <= 30; d += 1) {
      const date = `2026-11-${String(d).padStart(2, '0')}`;
      if (SUNDAYS.has(date) || (date >= '2026-11-23' && date <= '2026-11-26')) continue;
      rows.push({ userId: person.id, date, status: 'Present' as const, source: 'manual' as const });
    }
    await ctx.db.insert(attendance).values(rows);

    ctx.clock.set('2026-12-01T04:30:00.000Z');
    const record = await generate(person, 'November 2026');
    // 30 days, 2 unpaid: 30,000 x 28 / 30 = 28,000.00.
    expect(record.amount).toBe(28_000);
    expect(record.breakdown).toMatchObject({
      paidDays: 28,
      lopDays: 2,
      lopDates: [
        { date: '2026-11-25', days: 1, reason: UNPAID_LEAVE_REASON },
        { date: '2026-11-26', days: 1, reason: UNPAID_LEAVE_REASON },
      ],
      gross: 28_000,
      net: 28_000,
    });
  });

  it('pays the whole month when the leave stays within the balance', async () => {
    ctx.clock.set('2026-11-20T04:30:00.000Z');
    const person = await createUser(ctx, { baseSalaryPaise: 3_000_000 });
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${person.id}/leaves`,
      headers: bearer(person),
      payload: { type: 'Sick Leave', startDate: '2026-11-23', endDate: '2026-11-24', reason: 'Fever' },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/hr/leave-requests/${applied.json().id}/approve`,
      headers: bearer(hr),
    });
    const rows = [];
    for (let d = 1; d <= 30; d += 1) {
      const date = `2026-11-${String(d).padStart(2, '0')}`;
      if (SUNDAYS.has(date) || date === '2026-11-23' || date === '2026-11-24') continue;
      rows.push({ userId: person.id, date, status: 'Present' as const, source: 'manual' as const });
    }
    await ctx.db.insert(attendance).values(rows);
    ctx.clock.set('2026-12-01T04:30:00.000Z');
    const record = await generate(person, 'November 2026');
    expect(record.amount).toBe(30_000);
    expect(record.breakdown).toMatchObject({ paidDays: 30, lopDays: 0, lopDates: [] });
  });
});
