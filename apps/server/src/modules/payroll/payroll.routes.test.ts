import { PAYROLL_MESSAGES, SALARY_BATCH_PROGRESS_EVENT, type SalaryRecord } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attendance, salaryRecords } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { payslipTexts } from './payslip/pdf-text.test-helper.ts';

let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let employee: TestUser;
let other: TestUser;

type Status = 'Present' | 'Absent' | 'Paid Leave' | 'Half Day' | 'Short Leave' | 'Sick Leave';

/** October 2026: 31 days, Sundays 4, 11, 18, 25 (weekly off), 27 working days. */
const OCTOBER_WORKING_DAYS = Array.from({ length: 31 }, (_, i) => i + 1).filter(
  (d) => ![4, 11, 18, 25].includes(d),
);

async function markOctober(userId: string, statuses: Status[]): Promise<void> {
  const rows = statuses.map((status, i) => ({
    userId,
    date: `2026-10-${String(OCTOBER_WORKING_DAYS[i]).padStart(2, '0')}`,
    status,
    source: 'manual',
  }));
  await ctx.db.insert(attendance).values(rows);
}

async function generate(who: TestUser, body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/generate-salary',
    headers: bearer(who),
    payload: body as object,
  });
}

async function salariesOf(who: TestUser, url: string): Promise<SalaryRecord[]> {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(who) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  ctx = await createTestApp(); // Friday 20 November 2026, 10:00 in Kolkata
  admin = await createUser(ctx, { role: 'Admin', name: 'Anita Admin', baseSalaryPaise: 9_000_000 });
  hr = await createUser(ctx, { role: 'HR', name: 'Harish HR', baseSalaryPaise: 5_000_000 });
  employee = await createUser(ctx, { name: 'Esha Employee', baseSalaryPaise: 3_100_000 });
  other = await createUser(ctx, { name: 'Omar Other', baseSalaryPaise: 2_000_000, joinedOn: '2026-10-19' });
  // 20 Present, 2 Paid Leave, 1 Half Day, 1 Short Leave, 2 Absent, 1 working day without a row.
  await markOctober(employee.id, [
    ...Array<Status>(20).fill('Present'),
    'Paid Leave',
    'Paid Leave',
    'Half Day',
    'Short Leave',
    'Absent',
    'Absent',
  ]);
});

afterAll(() => ctx.close());

describe('POST /api/admin/generate-salary', () => {
  it('answers 202 at once, then the background batch writes the record, the payslip and the events', async () => {
    const emit = vi.spyOn(ctx.app.realtime, 'emitToUser');
    const response = await generate(admin, { employeeIds: [employee.id], month: '  october 2026 ' });
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe('Salary slips are being generated for 1 employee(s).');
    await ctx.app.services.payroll.whenIdle();

    const [record, ...rest] = await salariesOf(employee, `/api/employees/${employee.id}/salaries`);
    expect(rest).toHaveLength(0);
    // 4 weekly offs + 22 full days + 0.5 + 0.75 = 27.25 payable days of 31: ₹31,000 x 27.25 / 31 = ₹27,250.
    expect(record).toMatchObject({
      employeeName: 'Esha Employee',
      month: 'October 2026',
      amount: 27_250,
      status: 'Generated',
    });
    expect(record!._id).toBe(record!.id);
    // A date like every other date of the spec; the instant beside it (issue item 4).
    expect(record!.date).toBe('2026-11-20');
    expect(record!.generatedAt).toBe('2026-11-20T04:30:00.000Z');
    // October has ended: the whole month is read, and September was never paid with a cut-off.
    expect(record).toMatchObject({ attendanceUpTo: null, lopAdjustment: null });
    expect(record!.slipPath).toMatch(/^\/api\/files\/[\w-]+\.[\w-]+$/);

    const payslip = await ctx.app.inject({ method: 'GET', url: record!.slipPath! });
    expect(payslip.statusCode).toBe(200);
    expect(payslip.headers['content-type']).toBe('application/pdf');
    expect(payslip.headers['cache-control']).toBe('private, no-store');
    const { pages, texts } = await payslipTexts(payslip.rawPayload);
    expect(pages).toBe(1);
    // The payslip draws the record's breakdown (its layout is payslip-pdf.ts's, tested there).
    const text = texts.join('\n');
    for (const shown of ['Esha Employee', 'October 2026', '27,250.00']) expect(text).toContain(shown);
    expect(record!.breakdown).toMatchObject({
      daysInMonth: 31,
      paidDays: 27.25,
      lopDays: 3.75,
      gross: 27_250,
      totalDeductions: 0,
      net: 27_250,
    });

    // The event carries the record as the list shows it (built from the saved row, not read back).
    expect(emit).toHaveBeenCalledWith(employee.id, 'new_salary_record', record);
    expect(emit).toHaveBeenCalledWith(
      admin.id,
      SALARY_BATCH_PROGRESS_EVENT,
      expect.objectContaining({ done: 1, total: 1, finished: true, failed: false }),
    );
    emit.mockRestore();
  });

  it('regenerating a period replaces the record and its payslip (never two records per person and period)', async () => {
    const [before] = await salariesOf(employee, `/api/employees/${employee.id}/salaries`);
    const oldKey = (await ctx.db.select().from(salaryRecords)).find((r) => r.id === before!._id)!.slipKey!;
    ctx.clock.advance(60_000);
    expect(
      (await generate(admin, { employeeIds: [employee.id, employee.id], month: 'OCTOBER 2026' })).statusCode,
    ).toBe(202);
    await ctx.app.services.payroll.whenIdle();

    const records = await salariesOf(employee, `/api/employees/${employee.id}/salaries`);
    expect(records).toHaveLength(1);
    expect(records[0]!._id).toBe(before!._id);
    expect(records[0]!.generatedAt).toBe('2026-11-20T04:31:00.000Z');
    const rows = (await ctx.db.select().from(salaryRecords)).filter((r) => r.userId === employee.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slipKey).not.toBe(oldKey);
    expect(await ctx.app.services.storage.exists(oldKey)).toBe(false);
    expect(await ctx.app.services.storage.exists(rows[0]!.slipKey!)).toBe(true);
  });

  it('pays someone who joined mid-month only from the joining day', async () => {
    // Joined Monday 19 October: 13 days, Sunday 25 off; no rows -> 1 payable day: ₹20,000 x 1 / 31 = ₹645.16.
    await generate(admin, { employeeIds: [other.id], month: 'October 2026' });
    await ctx.app.services.payroll.whenIdle();
    const [record] = await salariesOf(other, `/api/employees/${other.id}/salaries`);
    expect(record!.amount).toBe(645.16);
  });

  it.each([
    [{ employeeIds: [], month: 'October 2026' }, PAYROLL_MESSAGES.generateEmpty],
    [{ employeeIds: ['00000000-0000-4000-8000-000000000000'], month: '   ' }, PAYROLL_MESSAGES.generateEmpty],
    [{ month: 'October 2026' }, PAYROLL_MESSAGES.generateEmpty],
    [{ employeeIds: [] }, PAYROLL_MESSAGES.generateEmpty],
  ])('refuses %j with the spec message', async (body, message) => {
    const response = await generate(admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each(['Oct 2026', '2026-10', 'October', 'October 26', 'Octobre 2026', 'October 2026 extra'])(
    'refuses the pay period %j with a clear message',
    async (month) => {
      const response = await generate(admin, { employeeIds: [employee.id], month });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(PAYROLL_MESSAGES.invalidPeriod);
    },
  );

  it('generates the month in progress (issue item 0) and refuses one that has not begun', async () => {
    const current = await generate(admin, { employeeIds: [other.id], month: 'November 2026' });
    expect(current.statusCode).toBe(202);
    expect(current.json().message).toBe('Salary slips are being generated for 1 employee(s).');
    await ctx.app.services.payroll.whenIdle();
    const records = await salariesOf(other, `/api/employees/${other.id}/salaries`);
    expect(records.find((r) => r.month === 'November 2026')).toMatchObject({
      date: '2026-11-20',
      attendanceUpTo: '2026-11-19',
    });
    const future = await generate(admin, { employeeIds: [employee.id], month: 'December 2027' });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe(
      'Salary slips for December 2027 cannot be generated before the month begins on 01/12/2027.',
    );
  });

  it('refuses people who do not exist', async () => {
    const response = await generate(admin, {
      employeeIds: [employee.id, '00000000-0000-4000-8000-000000000000'],
      month: 'October 2026',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PAYROLL_MESSAGES.unknownEmployees);
  });

  it('is for Admin only: HR and Employees get 403, nobody signed in gets 401', async () => {
    for (const who of [hr, employee])
      expect((await generate(who, { employeeIds: [employee.id], month: 'October 2026' })).statusCode).toBe(
        403,
      );
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/generate-salary',
      payload: { employeeIds: [employee.id], month: 'October 2026' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('salary histories', () => {
  it("Admin sees everyone's records; each person sees only their own", async () => {
    await generate(admin, { employeeIds: [admin.id, hr.id], month: 'September 2026' });
    await ctx.app.services.payroll.whenIdle();
    const all = await salariesOf(admin, '/api/admin/salaries');
    expect(new Set(all.map((r) => r.employeeName))).toEqual(
      new Set(['Anita Admin', 'Harish HR', 'Esha Employee', 'Omar Other']),
    );
    expect((await salariesOf(admin, `/api/admin/${admin.id}/salaries`)).map((r) => r.employeeName)).toEqual([
      'Anita Admin',
    ]);
    expect((await salariesOf(hr, `/api/hr/${hr.id}/salaries`)).map((r) => r.month)).toEqual([
      'September 2026',
    ]);
    expect(await salariesOf(admin, `/api/employees/${employee.id}/salaries`)).toHaveLength(1);
  });

  it.each([
    ['an Employee reading everyone', () => employee, '/api/admin/salaries'],
    ['HR reading everyone', () => hr, '/api/admin/salaries'],
    ["an Employee reading someone else's", () => employee, () => `/api/employees/${other.id}/salaries`],
    ["HR reading someone else's", () => hr, () => `/api/hr/${employee.id}/salaries`],
    [
      "HR reading someone else's through /employees",
      () => hr,
      () => `/api/employees/${employee.id}/salaries`,
    ],
    ['an Employee using the HR path', () => employee, () => `/api/hr/${employee.id}/salaries`],
  ] as const)('refuses %s with 403', async (_what, who, url) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: typeof url === 'function' ? url() : url,
      headers: bearer(who()),
    });
    expect(response.statusCode).toBe(403);
  });

  it('a tampered payslip link is refused (a link cannot be turned into someone else\u2019s payslip)', async () => {
    const [own] = await salariesOf(employee, `/api/employees/${employee.id}/salaries`);
    const [theirs] = await salariesOf(other, `/api/employees/${other.id}/salaries`);
    const [ownPayload, ownSignature] = own!.slipPath!.replace('/api/files/', '').split('.');
    const [theirPayload] = theirs!.slipPath!.replace('/api/files/', '').split('.');
    expect(ownPayload).not.toBe(theirPayload);
    const forged = await ctx.app.inject({ method: 'GET', url: `/api/files/${theirPayload}.${ownSignature}` });
    expect(forged.statusCode).toBe(403);
  });

  it('payslip links expire', async () => {
    const [own] = await salariesOf(employee, `/api/employees/${employee.id}/salaries`);
    ctx.clock.advance(16 * 60_000);
    expect((await ctx.app.inject({ method: 'GET', url: own!.slipPath! })).statusCode).toBe(410);
  });
});
