import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEAVE_MESSAGES, LEAVE_REASON_MAX, MESSAGES } from '@hrms/shared';
import { leaveRequests } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// The clock stands at Friday 20 November 2026, 10:00 in Kolkata; Sunday is the weekly off.
let ctx: TestContext;
let employee: TestUser;
let other: TestUser;
let hr: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [employee, other, hr, admin] = await Promise.all([
    createUser(ctx, { name: 'Esha Employee' }),
    createUser(ctx),
    createUser(ctx, { role: 'HR', name: 'Harish HR' }),
    createUser(ctx, { role: 'Admin' }),
  ]);
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const apply = (user: TestUser, body: object, pathId = user.id) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${pathId}/leaves`,
    headers: bearer(user),
    payload: body,
  });
const listOwn = (user: TestUser, pathId = user.id) =>
  ctx.app.inject({ method: 'GET', url: `/api/employees/${pathId}/leaves`, headers: bearer(user) });

describe('POST /api/employees/:id/leaves: the validation matrix', () => {
  it.each([
    ['no type', { startDate: '2026-11-23', endDate: '2026-11-23' }, LEAVE_MESSAGES.required],
    ['no start date', { type: 'Paid Leave', endDate: '2026-11-23' }, LEAVE_MESSAGES.required],
    ['an empty type', { type: '', startDate: '2026-11-23' }, LEAVE_MESSAGES.required],
    [
      'yesterday',
      { type: 'Paid Leave', startDate: '2026-11-19', endDate: '2026-11-19' },
      LEAVE_MESSAGES.pastDate,
    ],
    [
      'sick leave without an end',
      { type: 'Sick Leave', startDate: '2026-11-23', endDate: '' },
      LEAVE_MESSAGES.sickEndRequired,
    ],
    [
      'an end before the start',
      { type: 'Sick Leave', startDate: '2026-11-24', endDate: '2026-11-23' },
      LEAVE_MESSAGES.endBeforeStart,
    ],
    [
      'a two-day paid leave',
      { type: 'Paid Leave', startDate: '2026-11-23', endDate: '2026-11-24' },
      LEAVE_MESSAGES.singleDayOnly,
    ],
    ['an unknown type', { type: 'Casual Leave', startDate: '2026-11-23' }, LEAVE_MESSAGES.invalidType],
    ['an impossible date', { type: 'Half Day', startDate: '2026-11-31' }, LEAVE_MESSAGES.invalidDate],
    [
      'a Sunday only',
      { type: 'Paid Leave', startDate: '2026-11-22', endDate: '2026-11-22' },
      LEAVE_MESSAGES.weeklyOffOnly,
    ],
    [
      'a reason too long',
      { type: 'Half Day', startDate: '2026-11-23', reason: 'x'.repeat(LEAVE_REASON_MAX + 1) },
      LEAVE_MESSAGES.reasonTooLong,
    ],
  ])('refuses %s with 400 and the message', async (_case, body, message) => {
    const res = await apply(employee, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', message });
  });

  it('accepts today (the boundary), a reason of exactly the limit, and answers the presented request', async () => {
    const res = await apply(employee, {
      type: 'Half Day',
      startDate: '2026-11-20',
      endDate: '2026-11-20',
      reason: `  ${'r'.repeat(LEAVE_REASON_MAX - 4)}  `,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      employeeId: employee.id,
      employeeName: 'Esha Employee',
      type: 'Half Day',
      startDate: '2026-11-20',
      endDate: '2026-11-20',
      reason: 'r'.repeat(LEAVE_REASON_MAX - 4),
      status: 'Pending',
      rejectionReason: null,
      createdAt: '2026-11-20T04:30:00.000Z',
    });
    expect(body._id).toBe(body.id);
  });

  it('uses the organisation date: at 00:10 in Kolkata the UTC "yesterday" is already today', async () => {
    ctx.clock.set('2026-11-23T18:40:00Z'); // Tuesday 24 November, 00:10 in Kolkata
    try {
      const res = await apply(other, { type: 'Paid Leave', startDate: '2026-11-24', endDate: '2026-11-24' });
      expect(res.statusCode).toBe(201);
      expect((await apply(other, { type: 'Paid Leave', startDate: '2026-11-23' })).json()).toEqual({
        code: 'invalid_input',
        message: LEAVE_MESSAGES.pastDate,
      });
    } finally {
      ctx.clock.set('2026-11-20T04:30:00.000Z');
    }
  });

  it('gives a single-day type end = start when the end date is left out', async () => {
    const res = await apply(employee, { type: 'Short Leave', startDate: '2026-11-25', reason: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ startDate: '2026-11-25', endDate: '2026-11-25', reason: '' });
  });

  it('accepts a Sick Leave range across the weekly off', async () => {
    const res = await apply(employee, {
      type: 'Sick Leave',
      startDate: '2026-11-27',
      endDate: '2026-11-30',
      reason: 'Flu',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'Sick Leave', startDate: '2026-11-27', endDate: '2026-11-30' });
  });
});

describe('overlaps', () => {
  it('refuses a request overlapping one of my own Pending requests with 409', async () => {
    const res = await apply(employee, { type: 'Paid Leave', startDate: '2026-11-30' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: LEAVE_MESSAGES.overlap });
  });

  it("does not count someone else's leave", async () => {
    expect((await apply(other, { type: 'Paid Leave', startDate: '2026-11-30' })).statusCode).toBe(201);
  });

  it('lets only one of two simultaneous overlapping requests through', async () => {
    const body = { type: 'Paid Leave', startDate: '2026-12-01' };
    const answers = await Promise.all([apply(hr, body), apply(hr, body), apply(hr, body)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('allows the dates again once the earlier request was rejected', async () => {
    const first = (await apply(admin, { type: 'Paid Leave', startDate: '2026-12-02' })).json();
    const reject = await ctx.app.inject({
      method: 'PUT',
      url: `/api/hr/leave-requests/${first._id}/reject`,
      headers: bearer(hr),
      payload: { rejectionReason: 'Quarter end' },
    });
    expect(reject.statusCode).toBe(200);
    expect((await apply(admin, { type: 'Paid Leave', startDate: '2026-12-02' })).statusCode).toBe(201);
  });
});

describe('who the request belongs to', () => {
  it('ignores status, employee and rejectionReason sent in the body', async () => {
    const res = await apply(other, {
      type: 'Paid Leave',
      startDate: '2026-12-03',
      status: 'Approved',
      employee: employee.id,
      userId: employee.id,
      rejectionReason: 'forged',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ employeeId: other.id, status: 'Pending', rejectionReason: null });
    const [row] = await ctx.db.select().from(leaveRequests).where(eq(leaveRequests.id, res.json()._id));
    expect(row).toMatchObject({ userId: other.id, status: 'Pending', rejectionReason: null });
  });

  it('refuses applying or listing under another person id, whatever the role (403)', async () => {
    for (const caller of [employee, hr, admin]) {
      expect(
        (await apply(caller, { type: 'Paid Leave', startDate: '2026-12-10' }, other.id)).statusCode,
      ).toBe(403);
      const res = await listOwn(caller, other.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message: MESSAGES.forbidden });
    }
  });

  it('refuses anonymous callers (401)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/employees/${employee.id}/leaves` });
    expect(res.statusCode).toBe(401);
  });

  it('lists only my own requests, newest first', async () => {
    ctx.clock.advance(60_000);
    const newest = (await apply(employee, { type: 'Paid Leave', startDate: '2026-12-08' })).json();
    ctx.clock.set('2026-11-20T04:30:00.000Z');
    const res = await listOwn(employee);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { _id: string; employeeId: string }[];
    expect(list[0]?._id).toBe(newest._id);
    expect(list.length).toBe(4);
    expect(list.every((leave) => leave.employeeId === employee.id)).toBe(true);
  });
});

describe('realtime', () => {
  it('tells Admin and HR about a new request, after it is stored, with the presented request', async () => {
    const emitToRoles = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    const res = await apply(other, { type: 'Half Day', startDate: '2026-12-04' });
    expect(emitToRoles).toHaveBeenCalledWith(['Admin', 'HR'], 'new_leave_request', res.json());
  });

  it('emits nothing for a refused request', async () => {
    const emitToRoles = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    await apply(other, { type: 'Half Day', startDate: '2026-11-19' });
    expect(emitToRoles).not.toHaveBeenCalled();
  });
});
