import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// The test clock stands at Friday 20 November 2026, 10:00 in Kolkata (04:30Z).
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let asha: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin', name: 'Anita Admin' });
  hr = await createUser(ctx, { role: 'HR', name: 'Harish HR' });
  asha = await createUser(ctx, { role: 'Employee', name: 'Asha Rao' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(auditLog);
});

const call = (who: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });
const entries = () => ctx.db.select().from(auditLog);

async function onlyEntry() {
  const rows = await entries();
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  expect(row.at.toISOString()).toBe('2026-11-20T04:30:00.000Z');
  // No credential of any kind is ever written.
  expect(JSON.stringify([row.before, row.after])).not.toMatch(/argon2|passwordHash|"password"|token/i);
  return row;
}

describe('each audited change writes exactly one entry, in its own transaction', () => {
  it('employee add, update (with password) and delete by Admin; add by HR', async () => {
    const created = await call(admin, 'POST', '/api/admin/employees', {
      name: 'Neha Singh',
      email: 'neha@example.com',
      password: 'first-pass-1',
      role: 'Employee',
      baseSalary: 30000,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    let row = await onlyEntry();
    expect(row).toMatchObject({
      actorId: admin.id,
      actorName: 'Anita Admin',
      actorRole: 'Admin',
      action: 'employee.create',
      entityType: 'employee',
      entityId: id,
      before: null,
    });
    expect(row.after).toMatchObject({ name: 'Neha Singh', email: 'neha@example.com', baseSalary: 30000 });

    await ctx.db.delete(auditLog);
    const updated = await call(admin, 'PUT', `/api/admin/employees/${id}`, {
      name: 'Neha S.',
      password: 'second-pass-2',
    });
    expect(updated.statusCode).toBe(200);
    row = await onlyEntry();
    expect(row.action).toBe('employee.update');
    expect(row.before).toEqual({ name: 'Neha Singh' });
    expect(row.after).toEqual({ name: 'Neha S.', passwordChanged: true });

    await ctx.db.delete(auditLog);
    expect((await call(admin, 'DELETE', `/api/admin/employees/${id}`)).statusCode).toBe(200);
    row = await onlyEntry();
    expect(row).toMatchObject({ action: 'employee.delete', entityId: id, after: null });
    expect(row.before).toMatchObject({ name: 'Neha S.', role: 'Employee' });

    await ctx.db.delete(auditLog);
    const byHr = await call(hr, 'POST', '/api/hr/employees', {
      name: 'Kiran',
      email: 'kiran@example.com',
      password: 'kiran-pass-1',
    });
    expect(byHr.statusCode).toBe(201);
    expect(await onlyEntry()).toMatchObject({ actorId: hr.id, actorRole: 'HR', action: 'employee.create' });
  });

  it('leave approval and rejection record the decision', async () => {
    const apply = async (startDate: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/employees/${asha.id}/leaves`,
          headers: bearer(asha),
          payload: { type: 'Paid Leave', startDate, endDate: startDate, reason: 'family' },
        })
      ).json()._id as string;
    const first = await apply('2026-11-23');
    const second = await apply('2026-11-24');
    expect(await entries()).toHaveLength(0);

    expect((await call(hr, 'PUT', `/api/hr/leave-requests/${first}/approve`)).statusCode).toBe(200);
    let row = await onlyEntry();
    expect(row).toMatchObject({
      actorId: hr.id,
      action: 'leave.approve',
      entityType: 'leave',
      entityId: first,
    });
    expect(row.before).toMatchObject({ status: 'Pending', employeeName: 'Asha Rao' });
    expect(row.after).toMatchObject({ status: 'Approved', startDate: '2026-11-23', type: 'Paid Leave' });

    await ctx.db.delete(auditLog);
    const rejected = await call(admin, 'PUT', `/api/admin/leave-requests/${second}/reject`, {
      rejectionReason: 'Quarter end',
    });
    expect(rejected.statusCode).toBe(200);
    row = await onlyEntry();
    expect(row.after).toMatchObject({ status: 'Rejected', rejectionReason: 'Quarter end' });

    // Deciding again fails and writes nothing.
    await ctx.db.delete(auditLog);
    expect((await call(admin, 'PUT', `/api/admin/leave-requests/${second}/approve`)).statusCode).toBe(409);
    expect(await entries()).toHaveLength(0);
  });

  it('manual attendance marks keep the previous status', async () => {
    const mark = (status: string) =>
      call(admin, 'PUT', '/api/admin/attendance/manual-mark', {
        employeeId: asha.id,
        date: '2026-11-19',
        status,
      });
    expect((await mark('Absent')).statusCode).toBe(200);
    let row = await onlyEntry();
    expect(row).toMatchObject({ action: 'attendance.manual_mark', before: null });
    expect(row.after).toMatchObject({ employeeId: asha.id, date: '2026-11-19', status: 'Absent' });
    await ctx.db.delete(auditLog);
    expect((await mark('Half Day')).statusCode).toBe(200);
    row = await onlyEntry();
    expect(row.before).toMatchObject({ status: 'Absent' });
    expect(row.after).toMatchObject({ status: 'Half Day' });
  });

  it('tasks: create, update (changed fields only) and delete', async () => {
    const created = await call(admin, 'POST', '/api/tasks', {
      title: 'Report',
      description: '',
      date: '2026-11-23',
      time: '11:00',
      assignedTo: asha.id,
    });
    const id = created.json()._id as string;
    expect((await onlyEntry()).after).toMatchObject({
      title: 'Report',
      assignedTo: asha.id,
      status: 'Pending',
    });
    await ctx.db.delete(auditLog);
    await call(admin, 'PUT', `/api/tasks/${id}`, {
      title: 'Final report',
      description: '',
      date: '2026-11-23',
      time: '11:00',
      assignedTo: asha.id,
    });
    const row = await onlyEntry();
    expect(row).toMatchObject({
      action: 'task.update',
      before: { title: 'Report' },
      after: { title: 'Final report' },
    });
    await ctx.db.delete(auditLog);
    expect((await call(admin, 'DELETE', `/api/tasks/${id}`)).statusCode).toBe(200);
    expect(await onlyEntry()).toMatchObject({ action: 'task.delete', before: { title: 'Final report' } });
  });

  it('notifications sent and salary generation', async () => {
    const sent = await call(hr, 'POST', '/api/hr/notifications', { recipient: [asha.id], message: 'Hello' });
    expect(sent.statusCode).toBe(201);
    expect(await onlyEntry()).toMatchObject({
      action: 'notification.send',
      after: { message: 'Hello', audience: 'selected', recipientCount: 1, recipientIds: [asha.id] },
    });
    await ctx.db.delete(auditLog);
    const generated = await call(admin, 'POST', '/api/admin/generate-salary', {
      employeeIds: [asha.id],
      month: 'October 2026',
    });
    expect(generated.statusCode).toBe(202);
    const row = await onlyEntry();
    expect(row).toMatchObject({ action: 'salary.generate', entityType: 'salary_batch' });
    expect(row.after).toEqual({ period: 'October 2026', employeeIds: [asha.id], employeeCount: 1 });
    await ctx.app.services.payroll.whenIdle();
  });
});

describe('a change that fails writes no entry', () => {
  it('a duplicate e-mail, an unknown recipient, the last Admin and a bad mark leave the log empty', async () => {
    expect(
      (
        await call(admin, 'POST', '/api/admin/employees', {
          name: 'X',
          email: asha.email,
          password: 'long-enough',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call(admin, 'POST', '/api/admin/notifications', {
          recipient: ['7bcd0737-5b9f-443f-ade0-b6181f1e159c'],
          message: 'Hi',
        })
      ).statusCode,
    ).toBe(422);
    expect((await call(admin, 'PUT', `/api/admin/employees/${admin.id}`, { role: 'HR' })).statusCode).toBe(
      409,
    );
    expect(await entries()).toHaveLength(0);
  });

  it('rolls the entry back with the change when the transaction fails after recording', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await ctx.app.services.audit.record(tx, {
          actor: admin,
          action: 'task.delete',
          entityType: 'task',
          entityId: 'x',
        });
        throw new Error('the change failed after the entry was written');
      }),
    ).rejects.toThrow();
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, 'x'))).toHaveLength(0);
  });
});
