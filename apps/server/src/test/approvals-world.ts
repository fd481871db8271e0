import { expect } from 'vitest';
import type { ApprovalFlow, Correction, LeaveRequest } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from './test-app.ts';

/*
 * The organisation the approval tests share (Friday 20 November 2026, 10:00 in Kolkata; Sunday off):
 *
 *   Anil (Admin)
 *   ├── Mohan (Employee, manages) ── Rita (Employee)
 *   ├── Priya (HR, manages nobody)
 *   └── Xavier (Employee, another branch)
 *   Hema (HR, reports to nobody)
 */
export interface World {
  ctx: TestContext;
  anil: TestUser;
  priya: TestUser;
  hema: TestUser;
  mohan: TestUser;
  rita: TestUser;
  xavier: TestUser;
}

export async function approvalWorld(): Promise<World> {
  const ctx = await createTestApp();
  const anil = await createUser(ctx, { role: 'Admin', name: 'Anil Mehta' });
  const priya = await createUser(ctx, { role: 'HR', name: 'Priya Shah' });
  const hema = await createUser(ctx, { role: 'HR', name: 'Hema Rao' });
  const mohan = await createUser(ctx, { role: 'Employee', name: 'Mohan Das' });
  const rita = await createUser(ctx, { role: 'Employee', name: 'Rita Paul' });
  const xavier = await createUser(ctx, { role: 'Employee', name: 'Xavier Dsouza' });
  for (const [person, manager] of [
    [mohan, anil],
    [priya, anil],
    [xavier, anil],
    [rita, mohan],
  ] as const) {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/hr/employees/${person.id}/placement`,
      headers: bearer(hema),
      payload: { managerId: manager.id },
    });
    expect(res.statusCode).toBe(200);
  }
  return { ctx, anil, priya, hema, mohan, rita, xavier };
}

export async function setFlow(w: World, flow: ApprovalFlow, escalationDays = 3): Promise<void> {
  const res = await w.ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/approval-settings',
    headers: bearer(w.anil),
    payload: { flow, escalationDays },
  });
  expect(res.statusCode).toBe(200);
}

let nextWeek = 0;
/** A fresh one-day request on its own Monday (from July 2027), so requests never overlap. */
export async function apply(w: World, user: TestUser): Promise<LeaveRequest> {
  nextWeek += 1;
  const date = new Date(Date.UTC(2027, 6, 5 + nextWeek * 7)).toISOString().slice(0, 10);
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${user.id}/leaves`,
    headers: bearer(user),
    payload: { type: 'Paid Leave', startDate: date },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as LeaveRequest;
}

export const inject = (w: World, user: TestUser, method: 'GET' | 'PUT', url: string, payload?: object) =>
  w.ctx.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });

export const decide = (
  w: World,
  user: TestUser,
  via: 'admin' | 'hr' | 'approvals',
  id: string,
  verb: 'approve' | 'reject',
) =>
  inject(
    w,
    user,
    'PUT',
    `/api/${via}/leave-requests/${id}/${verb}`,
    verb === 'reject' ? { rejectionReason: 'Not this week' } : undefined,
  );

export async function queueOf(w: World, user: TestUser): Promise<LeaveRequest[]> {
  const res = await inject(w, user, 'GET', '/api/approvals/leave-requests');
  expect(res.statusCode).toBe(200);
  return res.json() as LeaveRequest[];
}

export async function ownView(w: World, user: TestUser, id: string): Promise<LeaveRequest> {
  const res = await inject(w, user, 'GET', `/api/employees/${user.id}/leaves`);
  return (res.json() as LeaveRequest[]).find((l) => l._id === id)!;
}

/** Corrections (issue 42): the Admin widens the limits so the tests can ask for many past days. */
export async function allowCorrections(w: World): Promise<void> {
  const res = await inject(w, w.anil, 'PUT', '/api/settings/attendance-corrections', {
    maxPerMonth: 31,
    maxDaysBack: 60,
  });
  expect(res.statusCode).toBe(200);
}

let nextDay = 0;
/** A correction of a fresh working day (Monday to Saturday) going back from Thursday 19/11/2026. */
export async function askCorrection(w: World, user: TestUser): Promise<Correction> {
  let date = '';
  do {
    nextDay += 1;
    date = new Date(Date.UTC(2026, 10, 20 - nextDay)).toISOString().slice(0, 10);
  } while (new Date(`${date}T00:00:00Z`).getUTCDay() === 0);
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/attendance/corrections',
    headers: bearer(user),
    payload: { date, checkIn: '09:30', reason: 'Forgot to punch in' },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Correction;
}

export const decideCorrection = (
  w: World,
  user: TestUser,
  via: 'attendance' | 'approvals',
  id: string,
  verb: 'approve' | 'reject',
) =>
  inject(
    w,
    user,
    'PUT',
    `/api/${via}/corrections/${id}/${verb}`,
    verb === 'reject' ? { reason: 'Gate log says otherwise' } : undefined,
  );

export async function correctionQueueOf(w: World, user: TestUser): Promise<Correction[]> {
  const res = await inject(w, user, 'GET', '/api/approvals/corrections');
  expect(res.statusCode).toBe(200);
  return res.json() as Correction[];
}
