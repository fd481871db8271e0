import type { SalaryRecord } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * Issue 40 item 4: a day of a paid custom type is paid, a day of an unpaid one is loss of pay, on the slip.
 * November 2026: 30 days, Sundays 1, 8, 15, 22, 29; the clock at Friday 20 November.
 */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;

const SUNDAYS = new Set(['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29']);

beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-20T04:30:00.000Z' });
  [admin, hr] = await Promise.all([createUser(ctx, { role: 'Admin' }), createUser(ctx, { role: 'HR' })]);
  for (const body of [
    { name: 'Earned Leave', code: 'EL', paid: true, multiDay: true },
    { name: 'Leave Without Pay', code: 'LWP', paid: false, multiDay: true },
  ]) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/leave-types',
      headers: bearer(admin),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => ctx.close());

/** Applies and approves Mon 23 – Wed 25 November of `type`, marks every other working day Present. */
async function leaveAndPresent(person: TestUser, type: string): Promise<void> {
  const applied = await ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${person.id}/leaves`,
    headers: bearer(person),
    payload: { type, startDate: '2026-11-23', endDate: '2026-11-25', reason: 'Family' },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const approved = await ctx.app.inject({
    method: 'PUT',
    url: `/api/hr/leave-requests/${applied.json().id}/approve`,
    headers: bearer(hr),
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const rows = [];
  for (let d = 1; d <= 30; d += 1) {
    const date = `2026-11-${String(d).padStart(2, '0')}`;
    if (SUNDAYS.has(date) || (date >= '2026-11-23' && date <= '2026-11-25')) continue;
    rows.push({ userId: person.id, date, status: 'Present' as const, source: 'manual' as const });
  }
  await ctx.db.insert(attendance).values(rows);
}

async function november(person: TestUser): Promise<SalaryRecord> {
  ctx.clock.set('2026-12-01T04:30:00.000Z');
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/generate-salary',
    headers: bearer(admin),
    payload: { employeeIds: [person.id], month: 'November 2026' },
  });
  expect(response.statusCode).toBe(202);
  await ctx.app.services.payroll.whenIdle();
  ctx.clock.set('2026-11-20T04:30:00.000Z');
  const list = await ctx.app.inject({
    method: 'GET',
    url: `/api/employees/${person.id}/salaries`,
    headers: bearer(person),
  });
  return (list.json() as SalaryRecord[]).find((r) => r.month === 'November 2026')!;
}

describe('custom leave types on the slip', () => {
  it('pays the days of a paid type', async () => {
    const person = await createUser(ctx, { baseSalaryPaise: 3_000_000 });
    await leaveAndPresent(person, 'Earned Leave');
    const record = await november(person);
    expect(record.amount).toBe(30_000);
    expect(record.breakdown).toMatchObject({ paidDays: 30, lopDays: 0, lopDates: [] });
  });

  it('takes the days of an unpaid type as loss of pay, each date listed', async () => {
    const person = await createUser(ctx, { baseSalaryPaise: 3_000_000 });
    await leaveAndPresent(person, 'Leave Without Pay');
    const record = await november(person);
    // 30,000 x 27 / 30 = 27,000.00
    expect(record.amount).toBe(27_000);
    expect(record.breakdown).toMatchObject({
      paidDays: 27,
      lopDays: 3,
      lopDates: [
        { date: '2026-11-23', days: 1, reason: 'Absent' },
        { date: '2026-11-24', days: 1, reason: 'Absent' },
        { date: '2026-11-25', days: 1, reason: 'Absent' },
      ],
    });
  });
});
