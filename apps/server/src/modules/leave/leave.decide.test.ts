import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEAVE_MESSAGES, LEAVE_REASON_MAX, MESSAGES, type LeaveRequest } from '@hrms/shared';
import { attendance, leaveRequests } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Friday 20 November 2026, 10:00 in Kolkata; Sunday is the weekly off.
let ctx: TestContext;
let employee: TestUser;
let hr: TestUser;
let admin: TestUser;
let secondHr: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [employee, hr, admin, secondHr] = await Promise.all([
    createUser(ctx, { name: 'Esha Employee' }),
    createUser(ctx, { role: 'HR' }),
    createUser(ctx, { role: 'Admin' }),
    createUser(ctx, { role: 'HR' }),
  ]);
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

let nextDay = 0;
/** A fresh single-day request on its own working day, so requests never overlap. */
async function pendingOf(
  user: TestUser,
  body: Partial<Record<'type' | 'startDate' | 'endDate', string>> = {},
): Promise<LeaveRequest> {
  nextDay += 1;
  const date = new Date(Date.UTC(2027, 6, 5 + nextDay * 7)).toISOString().slice(0, 10); // Mondays from July 2027
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${user.id}/leaves`,
    headers: bearer(user),
    payload: { type: 'Paid Leave', startDate: date, ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const approve = (user: TestUser, id: string, prefix = user.role === 'HR' ? 'hr' : 'admin') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/${prefix}/leave-requests/${id}/approve`,
    headers: bearer(user),
  });
const reject = (user: TestUser, id: string, payload: object, prefix = user.role === 'HR' ? 'hr' : 'admin') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/${prefix}/leave-requests/${id}/reject`,
    headers: bearer(user),
    payload,
  });

async function attendanceOf(userId: string) {
  return ctx.db
    .select({ date: attendance.date, status: attendance.status, source: attendance.source })
    .from(attendance)
    .where(eq(attendance.userId, userId))
    .orderBy(attendance.date);
}

describe('approving', () => {
  it('approves a Sick Leave across a weekly off and writes every working day, Sunday excluded', async () => {
    const leave = await pendingOf(employee, {
      type: 'Sick Leave',
      startDate: '2026-11-27',
      endDate: '2026-12-01',
    });
    const emitToUser = vi.spyOn(ctx.app.realtime, 'emitToUser');
    const emitToRoles = vi.spyOn(ctx.app.realtime, 'emitToRoles');

    const res = await approve(hr, leave._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: leave._id, status: 'Approved', rejectionReason: null });

    const days = await attendanceOf(employee.id);
    expect(days.map((day) => day.date)).toEqual(['2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01']);
    expect(days.every((day) => day.status === 'Sick Leave' && day.source === 'leave')).toBe(true);

    expect(emitToUser).toHaveBeenCalledWith(employee.id, 'leave_status_updated', res.json());
    expect(emitToRoles).toHaveBeenCalledWith(['Admin', 'HR'], 'attendance_updated', {
      userIds: [employee.id],
      dates: ['2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01'],
      reason: 'leave',
    });
    // The employee alone hears about the decision.
    expect(emitToRoles.mock.calls.some(([, event]) => event === 'leave_status_updated')).toBe(false);
  });

  it("writes the type of a single-day leave as that day's status, through the admin route too", async () => {
    const leave = await pendingOf(employee, { type: 'Half Day' });
    expect((await approve(admin, leave._id)).statusCode).toBe(200);
    const [row] = await ctx.db
      .select({ status: attendance.status })
      .from(attendance)
      .where(and(eq(attendance.userId, employee.id), eq(attendance.date, leave.startDate)));
    expect(row?.status).toBe('Half Day');
  });

  it('refuses a second decision with 409 and changes nothing', async () => {
    const leave = await pendingOf(employee);
    expect((await approve(hr, leave._id)).statusCode).toBe(200);
    const again = await approve(admin, leave._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'conflict',
      message: 'This leave request has already been approved.',
    });
    const rejectAfter = await reject(admin, leave._id, { rejectionReason: 'Too late' });
    expect(rejectAfter.statusCode).toBe(409);
    const [row] = await ctx.db.select().from(leaveRequests).where(eq(leaveRequests.id, leave._id));
    expect(row).toMatchObject({ status: 'Approved', rejectionReason: null, decidedBy: hr.id });
  });

  it('lets exactly one of two approvers acting at once win', async () => {
    const leave = await pendingOf(employee, {
      type: 'Sick Leave',
      startDate: '2027-03-01',
      endDate: '2027-03-03',
    });
    const answers = await Promise.all([
      approve(hr, leave._id),
      reject(secondHr, leave._id, { rejectionReason: 'No cover' }),
      approve(admin, leave._id),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!.json() as LeaveRequest;
    const days = (await attendanceOf(employee.id)).filter(
      (day) => day.date >= '2027-03-01' && day.date <= '2027-03-03',
    );
    expect(days.length).toBe(winner.status === 'Approved' ? 3 : 0);
  });
});

describe('rejecting', () => {
  it('rejects with a trimmed reason, writes no attendance, and tells the employee', async () => {
    const leave = await pendingOf(employee, { type: 'Short Leave' });
    const emitToUser = vi.spyOn(ctx.app.realtime, 'emitToUser');
    const emitToRoles = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    const res = await reject(hr, leave._id, { rejectionReason: '  Team offsite that day.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Rejected', rejectionReason: 'Team offsite that day.' });
    expect(emitToUser).toHaveBeenCalledWith(employee.id, 'leave_status_updated', res.json());
    expect(emitToRoles).not.toHaveBeenCalled();
    expect((await attendanceOf(employee.id)).some((day) => day.date === leave.startDate)).toBe(false);
  });

  it.each([[{}], [{ rejectionReason: '' }], [{ rejectionReason: '   ' }], [{ rejectionReason: 42 }]])(
    'needs a non-blank reason: %j',
    async (payload) => {
      const leave = await pendingOf(employee);
      const res = await reject(admin, leave._id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_input', message: LEAVE_MESSAGES.rejectionEmpty });
    },
  );

  it('bounds the reason length', async () => {
    const leave = await pendingOf(employee);
    expect(
      (await reject(admin, leave._id, { rejectionReason: 'x'.repeat(LEAVE_REASON_MAX + 1) })).json(),
    ).toEqual({
      code: 'invalid_input',
      message: LEAVE_MESSAGES.rejectionTooLong,
    });
    expect(
      (await reject(admin, leave._id, { rejectionReason: 'x'.repeat(LEAVE_REASON_MAX) })).statusCode,
    ).toBe(200);
  });
});

describe('who may decide', () => {
  it('refuses an Employee on both prefixes (403) and leaves the request Pending', async () => {
    const leave = await pendingOf(hr);
    for (const prefix of ['admin', 'hr']) {
      expect((await approve(employee, leave._id, prefix)).statusCode).toBe(403);
      expect((await reject(employee, leave._id, { rejectionReason: 'no' }, prefix)).statusCode).toBe(403);
      expect(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/${prefix}/leave-requests`,
            headers: bearer(employee),
          })
        ).statusCode,
      ).toBe(403);
    }
    const [row] = await ctx.db.select().from(leaveRequests).where(eq(leaveRequests.id, leave._id));
    expect(row?.status).toBe('Pending');
  });

  it('keeps each prefix to its own role', async () => {
    const leave = await pendingOf(employee);
    expect((await approve(hr, leave._id, 'admin')).statusCode).toBe(403);
    expect((await approve(admin, leave._id, 'hr')).statusCode).toBe(403);
  });

  it('refuses HR and Admin deciding their own request (403 with a clear message)', async () => {
    for (const approver of [hr, admin]) {
      const own = await pendingOf(approver);
      const res = await approve(approver, own._id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message: LEAVE_MESSAGES.ownDecision });
      expect((await reject(approver, own._id, { rejectionReason: 'mine' })).json()).toEqual({
        code: 'forbidden',
        message: LEAVE_MESSAGES.ownDecision,
      });
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await approve(admin, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: LEAVE_MESSAGES.notFound });
    }
  });

  it('needs a signed-in caller', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/hr/leave-requests' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized', message: MESSAGES.unauthenticated });
  });
});

describe("the approvers' list", () => {
  it('shows every pending request (earliest start first) then recently decided ones, to HR and Admin alike', async () => {
    const later = await pendingOf(secondHr, { startDate: '2027-06-07' });
    const sooner = await pendingOf(secondHr, { startDate: '2027-05-03' });
    const hrList = (
      await ctx.app.inject({ method: 'GET', url: '/api/hr/leave-requests', headers: bearer(hr) })
    ).json() as LeaveRequest[];
    const adminList = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/leave-requests', headers: bearer(admin) })
    ).json() as LeaveRequest[];
    // The same rows; only the caller's own say whether they may decide them (four-eyes, issue 39).
    const shared = (list: LeaveRequest[]) => list.map(({ selfDecision: _own, ...leave }) => leave);
    expect(shared(adminList)).toEqual(shared(hrList));
    const firstDecided = hrList.findIndex((leave) => leave.status !== 'Pending');
    expect(hrList.slice(0, firstDecided).every((leave) => leave.status === 'Pending')).toBe(true);
    expect(hrList.slice(firstDecided).every((leave) => leave.status !== 'Pending')).toBe(true);
    const pendingStarts = hrList.slice(0, firstDecided).map((leave) => leave.startDate);
    expect(pendingStarts).toEqual([...pendingStarts].sort());
    expect(hrList.findIndex((leave) => leave._id === sooner._id)).toBeLessThan(
      hrList.findIndex((leave) => leave._id === later._id),
    );
    expect(hrList.some((leave) => leave.status === 'Rejected' && leave.rejectionReason)).toBe(true);
  });

  it('drops decided requests 30 days after the decision, but keeps pending ones however old', async () => {
    const before = (
      await ctx.app.inject({ method: 'GET', url: '/api/hr/leave-requests', headers: bearer(hr) })
    ).json() as LeaveRequest[];
    ctx.clock.advance(31 * 86_400_000);
    try {
      const after = (
        await ctx.app.inject({ method: 'GET', url: '/api/hr/leave-requests', headers: bearer(hr) })
      ).json() as LeaveRequest[];
      expect(after.every((leave) => leave.status === 'Pending')).toBe(true);
      expect(after.length).toBe(before.filter((leave) => leave.status === 'Pending').length);
    } finally {
      ctx.clock.set('2026-11-20T04:30:00.000Z');
    }
  });
});
