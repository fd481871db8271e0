import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Correction, LeaveRequest } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * Issue 40, item 9 (docs/payroll.md "The lock", docs/leave.md): the approvers' queues say which pending
 * requests fall in a finalised payroll month (`lockedMonth`) and put them after those that can be approved now;
 * approving one is still refused (409), rejecting it is not.
 */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let person: TestUser;
const at = (date: string) => `${date}T04:30:00.000Z`;

const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });

async function apply(startDate: string): Promise<string> {
  const res = await call(person, 'POST', `/api/employees/${person.id}/leaves`, {
    type: 'Sick Leave',
    startDate,
    endDate: startDate,
    reason: 'Unwell',
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as LeaveRequest)._id;
}

let inLocked: string;
let open: string;
let correction: string;

beforeAll(async () => {
  ctx = await createTestApp({ now: at('2026-11-03') });
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  person = await createUser(ctx, { baseSalaryPaise: 3_000_000, joinedOn: '2026-01-01' });
  // Asked before November was paid: one leave inside the days the run will lock, one after them.
  inLocked = await apply('2026-11-05');
  open = await apply('2026-11-20');
  const asked = await call(person, 'POST', '/api/attendance/corrections', {
    date: '2026-11-02',
    checkIn: '09:10',
    reason: 'Forgot to punch',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  correction = (asked.json() as Correction)._id;
  // Generated on 10/11: November is finalised for the person up to 09/11.
  ctx.clock.set(at('2026-11-10'));
  const run = await call(admin, 'POST', '/api/admin/generate-salary', {
    employeeIds: [person.id],
    month: 'November 2026',
  });
  expect(run.statusCode, run.body).toBe(202);
  await ctx.app.services.payroll.whenIdle();
});
afterAll(() => ctx.close());

describe('the pending queues and a finalised month', () => {
  it('mark the leave request in the locked month and list the approvable one first', async () => {
    const list = (await call(hr, 'GET', '/api/hr/leave-requests')).json() as LeaveRequest[];
    const pending = list.filter((leave) => leave.status === 'Pending');
    expect(pending.map((leave) => [leave._id, leave.lockedMonth])).toEqual([
      [open, null],
      [inLocked, '2026-11'],
    ]);
  });

  it('refuse approving the locked request (409) but let HR reject it', async () => {
    const approve = await call(hr, 'PUT', `/api/hr/leave-requests/${inLocked}/approve`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('Payroll for November 2026 is finalised: ask an Admin to reopen it.');
    const reject = await call(hr, 'PUT', `/api/hr/leave-requests/${inLocked}/reject`, {
      rejectionReason: 'November is paid; apply again after it is reopened.',
    });
    expect(reject.statusCode, reject.body).toBe(200);
  });

  it('mark the correction for a locked day', async () => {
    const queue = (await call(hr, 'GET', '/api/attendance/corrections')).json() as Correction[];
    expect(queue.find((row) => row._id === correction)).toMatchObject({ lockedMonth: '2026-11' });
  });

  it('clear the mark once an Admin reopens the month', async () => {
    const reopened = await call(admin, 'POST', '/api/admin/payroll-runs/2026-11/reopen', {
      reason: 'HR found a missed correction',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const queue = (await call(hr, 'GET', '/api/attendance/corrections')).json() as Correction[];
    expect(queue.find((row) => row._id === correction)).toMatchObject({ lockedMonth: null });
    expect((await call(hr, 'PUT', `/api/attendance/corrections/${correction}/approve`)).statusCode).toBe(200);
  });
});
