import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEAVE_MESSAGES,
  LEAVE_TYPE_MESSAGES as T,
  type LeaveBalance,
  type LeaveTypeInfo,
  errorCodeOf,
} from '@hrms/shared';
import { attendance, auditLog, payrollProfiles } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * Leave types (issue 40 item 4): the spec's four built in, custom ones by the Admin, their rules on applying,
 * and how their days reach attendance. The clock stands at Friday 20 November 2026; Sunday is the weekly off.
 */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let employee: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [admin, hr, employee] = await Promise.all([
    createUser(ctx, { role: 'Admin' }),
    createUser(ctx, { role: 'HR' }),
    createUser(ctx, { joinedOn: '2025-01-01' }),
  ]);
});
afterAll(() => ctx.close());

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
const apply = (user: TestUser, body: object) => call(user, 'POST', `/api/employees/${user.id}/leaves`, body);
const approve = (id: string) => call(hr, 'PUT', `/api/hr/leave-requests/${id}/approve`);
const create = (body: object) => call(admin, 'POST', '/api/admin/leave-types', body);

const EARNED = {
  name: 'Earned Leave',
  code: 'el',
  paid: true,
  multiDay: true,
  encashable: true,
  policy: { annualQuota: 15, accrual: 'upfront', carryForwardMax: 30 },
};

describe('the fresh install', () => {
  it('lists the spec four, built in, only Sick Leave for several days', async () => {
    const res = await call(employee, 'GET', '/api/leave-types');
    expect(res.statusCode).toBe(200);
    const types = res.json() as LeaveTypeInfo[];
    expect(types.map((t) => [t.name, t.code, t.builtIn, t.multiDay])).toEqual([
      ['Sick Leave', 'SL', true, true],
      ['Paid Leave', 'PL', true, false],
      ['Short Leave', 'SHL', true, false],
      ['Half Day', 'HD', true, false],
    ]);
  });
});

describe('the Admin defines types', () => {
  it('adds Earned Leave with its policy, audited; its name and code are then taken', async () => {
    const res = await create(EARNED);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Earned Leave', code: 'EL', builtIn: false, archived: false });
    const policies = (await call(employee, 'GET', '/api/leave-policies')).json().policies as {
      type: string;
      annualQuota: number | null;
    }[];
    expect(policies.find((p) => p.type === 'Earned Leave')).toMatchObject({ annualQuota: 15 });
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'leave_type.create'));
    expect(entry?.entityId).toBe('Earned Leave');

    expect((await create({ ...EARNED, code: 'EL2' })).json()).toEqual({
      code: 'conflict',
      message: T.nameTaken('Earned Leave'),
    });
    expect((await create({ ...EARNED, name: 'earned leave', code: 'EL2' })).statusCode).toBe(409);
    const codeClash = await create({ ...EARNED, name: 'Privilege Leave', code: 'el' });
    expect(codeClash.statusCode).toBe(409);
    expect(codeClash.json()).toEqual({ code: errorCodeOf(codeClash.statusCode), message: T.codeTaken('EL') });
    // A spec name cannot be taken by a custom type.
    expect((await create({ ...EARNED, name: 'Sick leave', code: 'SK' })).statusCode).toBe(409);
  });

  it('refuses a bad body with 400 and changes nothing', async () => {
    const before = (await call(admin, 'GET', '/api/leave-types')).json() as unknown[];
    const res = await create({ ...EARNED, name: 'Bad', code: 'TOO-LONG' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: errorCodeOf(res.statusCode), message: T.code });
    expect((await call(admin, 'GET', '/api/leave-types')).json()).toHaveLength(before.length);
  });

  it('never edits or retires a built-in type', async () => {
    const body = { name: 'Paid Leave', code: 'PL', paid: true, multiDay: true };
    const edit = await call(admin, 'PUT', '/api/admin/leave-types/PL', body);
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ code: errorCodeOf(edit.statusCode), message: T.builtIn('Paid Leave') });
    expect(
      (await call(admin, 'PUT', '/api/admin/leave-types/SL/archive', { archived: true })).statusCode,
    ).toBe(400);
    expect((await call(admin, 'PUT', '/api/admin/leave-types/NOPE', body)).statusCode).toBe(404);
  });

  it('renames an unused type, and keeps the name of a used one', async () => {
    expect(
      (await create({ name: 'Study Leave', code: 'STL', paid: false, multiDay: false })).statusCode,
    ).toBe(201);
    const renamed = await call(admin, 'PUT', '/api/admin/leave-types/STL', {
      name: 'Exam Leave',
      code: 'EXL',
      paid: false,
      multiDay: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Exam Leave', code: 'EXL' });
    // Earned Leave has a policy: used.
    const used = await call(admin, 'PUT', '/api/admin/leave-types/EL', { ...EARNED, name: 'Annual Leave' });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({
      code: errorCodeOf(used.statusCode),
      message: T.renameUsed('Earned Leave'),
    });
  });
});

describe('applying for a custom type', () => {
  it('spans several working days of a multi-day type; approval records Paid Leave with the type beside it', async () => {
    // Mon 23 – Fri 27 November and Mon 30: the Sunday between is not counted (no sandwich rule by default).
    const res = await apply(employee, {
      type: 'Earned Leave',
      startDate: '2026-11-26',
      endDate: '2026-11-30',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: 'Earned Leave', days: 4, status: 'Pending' });
    expect((await approve(res.json().id)).statusCode).toBe(200);
    const rows = await ctx.db
      .select({ date: attendance.date, status: attendance.status, leaveType: attendance.leaveType })
      .from(attendance)
      .where(eq(attendance.userId, employee.id))
      .orderBy(attendance.date);
    expect(rows).toEqual([
      { date: '2026-11-26', status: 'Paid Leave', leaveType: 'Earned Leave' },
      { date: '2026-11-27', status: 'Paid Leave', leaveType: 'Earned Leave' },
      { date: '2026-11-28', status: 'Paid Leave', leaveType: 'Earned Leave' },
      { date: '2026-11-30', status: 'Paid Leave', leaveType: 'Earned Leave' },
    ]);
    const balances = (await call(employee, 'GET', `/api/employees/${employee.id}/leave-balances`)).json();
    expect((balances as LeaveBalance[]).find((b) => b.type === 'Earned Leave')).toMatchObject({
      taken: 4,
      available: 11,
    });
  });

  it('keeps a one-day custom type to one day, and takes half a day where allowed', async () => {
    const cl = await create({
      name: 'Casual Leave',
      code: 'CL',
      paid: true,
      multiDay: false,
      halfDayAllowed: true,
    });
    expect(cl.statusCode).toBe(201);
    const two = await apply(employee, {
      type: 'Casual Leave',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
    });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ code: errorCodeOf(two.statusCode), message: T.singleDay('Casual Leave') });
    const half = await apply(employee, { type: 'Casual Leave', startDate: '2026-12-01', halfDay: true });
    expect(half.statusCode, half.body).toBe(201);
    expect(half.json()).toMatchObject({ days: 0.5, halfDay: true, endDate: '2026-12-01' });
    // Exam Leave allows no half day.
    const noHalf = await apply(employee, { type: 'Exam Leave', startDate: '2026-12-03', halfDay: true });
    expect(noHalf.statusCode).toBe(422);
    expect(noHalf.json()).toEqual({
      code: errorCodeOf(noHalf.statusCode),
      message: T.noHalfDay('Exam Leave'),
    });
  });

  it('records a day of an unpaid type as Absent (loss of pay) with its name', async () => {
    const res = await apply(employee, { type: 'Exam Leave', startDate: '2026-12-04' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await approve(res.json().id)).statusCode).toBe(200);
    const [row] = await ctx.db
      .select({ status: attendance.status, leaveType: attendance.leaveType })
      .from(attendance)
      .where(and(eq(attendance.userId, employee.id), eq(attendance.date, '2026-12-04')));
    expect(row).toEqual({ status: 'Absent', leaveType: 'Exam Leave' });
  });

  it('keeps the spec types as they were: Paid Leave is one day', async () => {
    const res = await apply(employee, { type: 'Paid Leave', startDate: '2026-12-07', endDate: '2026-12-08' });
    expect(res.json()).toEqual({ code: errorCodeOf(res.statusCode), message: LEAVE_MESSAGES.singleDayOnly });
  });

  it('applies the gender, service and span conditions of Maternity Leave', async () => {
    const ml = await create({
      name: 'Maternity Leave',
      code: 'ML',
      paid: true,
      multiDay: true,
      gender: 'female',
      minServiceMonths: 3,
      maxDaysPerRequest: 182,
      source: 'Maternity Benefit Act, 1961 s.5(3), as amended 2017: 26 weeks',
    });
    expect(ml.statusCode, ml.body).toBe(201);
    const [her, newcomer] = await Promise.all([
      createUser(ctx, { joinedOn: '2025-06-01' }),
      createUser(ctx, { joinedOn: '2026-09-01' }),
    ]);
    const range = { type: 'Maternity Leave', startDate: '2026-12-01', endDate: '2027-05-31' };
    // Gender not recorded yet: refused, saying where HR records it.
    const unknown = await apply(her, range);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      code: errorCodeOf(unknown.statusCode),
      message: T.gender('Maternity Leave', 'female'),
    });
    await ctx.db.insert(payrollProfiles).values([
      { userId: her.id, gender: 'female' },
      { userId: newcomer.id, gender: 'female' },
    ]);
    // 182 calendar days is the limit; 183 is refused.
    expect((await apply(her, { ...range, endDate: '2027-06-01' })).json()).toEqual({
      code: 'invalid_input',
      message: T.tooLong('Maternity Leave', 182),
    });
    expect((await apply(her, range)).statusCode).toBe(201);
    // Joined 1 September: 2 months of service on 30 November, 3 from 1 December.
    const early = await apply(newcomer, { ...range, startDate: '2026-11-30', endDate: '2026-12-31' });
    expect(early.json()).toEqual({
      code: errorCodeOf(early.statusCode),
      message: T.service('Maternity Leave', 3),
    });
    expect((await apply(newcomer, { ...range, endDate: '2026-12-31' })).statusCode).toBe(201);
  });

  it('stops offering a retired type, and keeps its history', async () => {
    const res = await call(admin, 'PUT', '/api/admin/leave-types/CL/archive', { archived: true });
    expect(res.json()).toMatchObject({ name: 'Casual Leave', archived: true });
    const refused = await apply(employee, { type: 'Casual Leave', startDate: '2026-12-09' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: errorCodeOf(refused.statusCode),
      message: T.archived('Casual Leave'),
    });
    const own = (await call(employee, 'GET', `/api/employees/${employee.id}/leaves`)).json() as {
      type: string;
    }[];
    expect(own.some((leave) => leave.type === 'Casual Leave')).toBe(true);
    await call(admin, 'PUT', '/api/admin/leave-types/CL/archive', { archived: false });
    expect((await apply(employee, { type: 'Casual Leave', startDate: '2026-12-09' })).statusCode).toBe(201);
  });
});
