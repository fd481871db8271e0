import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOUR_EYES_MESSAGES as F, type LeaveRequest } from '@hrms/shared';
import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * Issue 39, finding 5 (docs/security.md "Four-eyes rules"): nobody decides, marks, adjusts or cancels (after
 * approval) their own records; another HR person or the Admin does, and the audit entry names both people.
 * Each of these failed before the fix (HR's own mark, cancel and adjustment were accepted; HR made HR).
 */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;

const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });

async function applyFor(who: TestUser, startDate: string): Promise<string> {
  const res = await call(who, 'POST', `/api/employees/${who.id}/leaves`, {
    type: 'Sick Leave',
    startDate,
    endDate: startDate,
    reason: 'Unwell',
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as LeaveRequest)._id;
}

/** The newest entry of an action (an approval writes several entries at one instant). */
const latestAudit = async (action: string) =>
  (
    await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.at))
      .limit(1)
  )[0]!;

beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-20T04:30:00.000Z' });
  admin = await createUser(ctx, { role: 'Admin', name: 'Asha Admin' });
  hr = await createUser(ctx, { role: 'HR', name: 'Hari HR' });
});
afterAll(() => ctx.close());

describe('HR and their own records', () => {
  it('cannot mark their own attendance; the Admin can, and the entry names both', async () => {
    const body = { employeeId: hr.id, date: '2026-11-18', status: 'Present' };
    const own = await call(hr, 'PUT', '/api/hr/attendance/manual-mark', body);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ code: 'forbidden', message: F.ownMark });
    expect((await call(admin, 'PUT', '/api/admin/attendance/manual-mark', body)).statusCode).toBe(200);
    const entry = await latestAudit('attendance.manual_mark');
    expect(entry).toMatchObject({
      action: 'attendance.manual_mark',
      actorId: admin.id,
      actorName: 'Asha Admin',
    });
    expect(entry.after).toMatchObject({ employeeId: hr.id });
    expect(entry.after).not.toHaveProperty('selfDecided');
  });

  it('cannot approve or reject their own leave; the Admin decides it', async () => {
    const id = await applyFor(hr, '2026-11-23');
    for (const res of [
      await call(hr, 'PUT', `/api/hr/leave-requests/${id}/approve`),
      await call(hr, 'PUT', `/api/hr/leave-requests/${id}/reject`, { rejectionReason: 'No' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'You cannot approve or reject your own leave request: another HR person or an Admin decides it.',
      );
    }
    expect((await call(admin, 'PUT', `/api/admin/leave-requests/${id}/approve`)).statusCode).toBe(200);
    expect((await latestAudit('leave.approve')).after).toMatchObject({
      employeeId: hr.id,
      employeeName: 'Hari HR',
    });
  });

  it('cannot cancel their own approved leave on the staff route; the Admin can', async () => {
    const id = await applyFor(hr, '2026-11-24');
    expect((await call(admin, 'PUT', `/api/admin/leave-requests/${id}/approve`)).statusCode).toBe(200);
    const own = await call(hr, 'PUT', `/api/hr/leave-requests/${id}/cancel`, { reason: 'Changed my mind' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ code: 'forbidden', message: F.ownCancel });
    const byAdmin = await call(admin, 'PUT', `/api/admin/leave-requests/${id}/cancel`, {
      reason: 'Plans changed',
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('cannot adjust their own leave balance', async () => {
    const own = await call(hr, 'POST', `/api/employees/${hr.id}/leave-adjustments`, {
      type: 'Paid Leave',
      days: 5,
      reason: 'A gift to myself',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ code: 'forbidden', message: F.ownAdjustment });
  });

  it('cannot decide their own attendance correction', async () => {
    const asked = await call(hr, 'POST', '/api/attendance/corrections', {
      date: '2026-11-19',
      checkIn: '09:10',
      reason: 'Forgot to punch',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const own = await call(hr, 'PUT', `/api/attendance/corrections/${asked.json()._id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ code: 'forbidden', message: F.ownCorrectionDecision });
    const queue = (await call(hr, 'GET', '/api/attendance/corrections')).json() as { _id: string }[];
    expect(queue.find((row) => row._id === asked.json()._id)).toMatchObject({ selfDecision: 'refused' });
  });

  it('cannot create an HR (or Admin) account: approvers are the Admin to add', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Friend',
      email: 'friend@example.com',
      password: 'long-enough',
      role: 'HR',
    }))
      form.append(k, v);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/hr/employees',
      headers: bearer(hr),
      payload: form as never,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only an Admin can add an HR or Admin account.');
  });

  it("shows HR's own pending rows as refused, and others' rows without the field", async () => {
    await applyFor(hr, '2026-11-25');
    const list = (await call(hr, 'GET', '/api/hr/leave-requests')).json() as LeaveRequest[];
    const own = list.filter((leave) => leave.employeeId === hr.id);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((leave) => leave.selfDecision === 'refused')).toBe(true);
    expect(list.filter((l) => l.employeeId !== hr.id).every((l) => l.selfDecision === undefined)).toBe(true);
  });
});

describe('a sole Admin (no other Admin, no HR)', () => {
  let solo: TestContext;
  let only: TestUser;

  beforeAll(async () => {
    solo = await createTestApp({ now: '2026-11-20T04:30:00.000Z' });
    only = await createUser(solo, { role: 'Admin', name: 'Only Admin' });
  });
  afterAll(() => solo.close());

  const soloCall = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    solo.app.inject({ method, url, headers: bearer(only), ...(payload ? { payload } : {}) });

  it('decides their own leave, flagged in the audit entry; refused again once an HR person exists', async () => {
    const applied = await soloCall('POST', `/api/employees/${only.id}/leaves`, {
      type: 'Sick Leave',
      startDate: '2026-11-23',
      endDate: '2026-11-23',
      reason: 'Unwell',
    });
    const id = (applied.json() as LeaveRequest)._id;
    const queue = (await soloCall('GET', '/api/admin/leave-requests')).json() as LeaveRequest[];
    expect(queue.find((leave) => leave._id === id)).toMatchObject({ selfDecision: 'sole-approver' });
    const approved = await soloCall('PUT', `/api/admin/leave-requests/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const [entry] = await solo.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({ action: 'leave.approve', actorId: only.id });
    expect(entry!.after).toMatchObject({ employeeId: only.id, selfDecided: F.selfDecidedAudit });

    await createUser(solo, { role: 'HR' });
    const mark = await soloCall('PUT', '/api/admin/attendance/manual-mark', {
      employeeId: only.id,
      date: '2026-11-18',
      status: 'Present',
    });
    expect(mark.statusCode).toBe(403);
    expect(mark.json()).toEqual({ code: 'forbidden', message: F.ownMark });
  });
});
