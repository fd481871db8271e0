import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * Issue 22: generating finalises the month for the people paid; attendance, leave and corrections of its
 * days are refused (409 naming the lock) until an Admin reopens it with a reason; regenerating locks again.
 */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let person: TestUser;
const LOCKED = 'Payroll for November 2026 is finalised: ask an Admin to reopen it.';
const at = (date: string) => `${date}T04:30:00.000Z`;

const call = (who: TestUser, method: 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });

async function generate(): Promise<void> {
  const res = await call(admin, 'POST', '/api/admin/generate-salary', {
    employeeIds: [person.id],
    month: 'November 2026',
  });
  expect(res.statusCode, res.body).toBe(202);
  await ctx.app.services.payroll.whenIdle();
}

const manualMark = (date: string) =>
  call(hr, 'PUT', '/api/hr/attendance/manual-mark', { employeeId: person.id, date, status: 'Absent' });
const applyLeave = (startDate: string, endDate: string) =>
  call(person, 'POST', `/api/employees/${person.id}/leaves`, {
    type: 'Paid Leave',
    startDate,
    endDate,
    reason: 'Family',
  });

beforeAll(async () => {
  ctx = await createTestApp({ now: at('2026-11-10') });
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  person = await createUser(ctx, { baseSalaryPaise: 3_000_000, joinedOn: '2026-01-01' });
});
afterAll(() => ctx.close());

describe('a finalised month', () => {
  let pending: string;
  let approved: string;

  it('a fresh install locks nothing', async () => {
    expect((await manualMark('2026-11-02')).statusCode).toBe(200);
    const a = await applyLeave('2026-11-12', '2026-11-12');
    expect(a.statusCode, a.body).toBe(201);
    pending = a.json().id;
    const b = await applyLeave('2026-11-16', '2026-11-16');
    expect(b.statusCode, b.body).toBe(201);
    approved = b.json().id;
    expect((await call(hr, 'PUT', `/api/hr/leave-requests/${approved}/approve`)).statusCode).toBe(200);
  });

  it('generating on 10/11 locks 01/11-09/11 (up to the cut-off); later days stay open', async () => {
    await generate();
    const refused = await manualMark('2026-11-03');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LOCKED);
    expect((await manualMark('2026-11-09')).statusCode).toBe(409);
    // After the cut-off: settled by December's correction, so still open.
    expect((await manualMark('2026-11-10')).statusCode).toBe(200);
  });

  it('refuses a correction request for a locked day', async () => {
    const res = await call(person, 'POST', '/api/attendance/corrections', {
      date: '2026-11-04',
      status: 'Present',
      reason: 'Forgot to punch',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(LOCKED);
  });

  it('generated after the month ended, the whole month is locked: approving or cancelling leave in it is refused', async () => {
    ctx.clock.set(at('2026-12-01'));
    await generate();
    const approve = await call(hr, 'PUT', `/api/hr/leave-requests/${pending}/approve`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(LOCKED);
    const cancel = await call(hr, 'PUT', `/api/hr/leave-requests/${approved}/cancel`, { reason: 'Came in' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(LOCKED);
    expect((await manualMark('2026-11-30')).statusCode).toBe(409);
  });

  it('reopening (Admin, with a reason, audited) allows changes; regenerating locks again', async () => {
    const bad = await call(admin, 'POST', '/api/admin/payroll-runs/2026-11/reopen', { reason: ' ' });
    expect(bad.statusCode).toBe(400);
    const reopened = await call(admin, 'POST', '/api/admin/payroll-runs/2026-11/reopen', {
      reason: 'HR found a missed absence',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toEqual({
      message: 'Payroll for November 2026 reopened for 1 employee(s).',
      count: 1,
    });
    const audit = await ctx.db.select().from(auditLog);
    expect(audit.find((row) => row.action === 'payroll.reopen')?.after).toMatchObject({
      reason: 'HR found a missed absence',
    });
    expect((await manualMark('2026-11-03')).statusCode).toBe(200);
    expect((await call(hr, 'PUT', `/api/hr/leave-requests/${pending}/approve`)).statusCode).toBe(200);
    await generate();
    expect((await manualMark('2026-11-04')).statusCode).toBe(409);
  });

  it('reopening a month with nothing finalised is 404', async () => {
    const res = await call(admin, 'POST', '/api/admin/payroll-runs/2026-05/reopen', { reason: 'Check' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Payroll for May 2026 has no generated salary slips.');
  });
});
