import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Correction } from '@hrms/shared';
import { attendance } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Friday 20 November 2026, 10:00 in Kolkata; Sunday is the weekly off. Defaults: 3 a month, 7 days back.
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
});
afterAll(() => ctx.close());

const ask = (user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/attendance/corrections', headers: bearer(user), payload });
const body = (date: string, extra: object = {}) => ({
  date,
  checkIn: '09:30',
  checkOut: '18:00',
  reason: 'Forgot to punch',
  ...extra,
});
const refusal = async (user: TestUser, payload: object) => {
  const res = await ask(user, payload);
  return { status: res.statusCode, message: (res.json() as { message: string }).message };
};

describe('requesting a correction', () => {
  it('takes a past working day and answers the request as listed, telling the approvers', async () => {
    const person = await createUser(ctx, { name: 'Ravi Kumar' });
    const emitToRoles = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    const res = await ask(person, body('2026-11-18', { reason: '  Forgot to punch out  ' }));
    expect(res.statusCode).toBe(201);
    const created = res.json() as Correction;
    expect(created).toMatchObject({
      employeeId: person.id,
      employeeName: 'Ravi Kumar',
      date: '2026-11-18',
      checkIn: '09:30',
      checkOut: '18:00',
      status: null,
      reason: 'Forgot to punch out',
      state: 'Pending',
      decidedByName: null,
      current: null,
      before: null,
    });
    expect(created.employeeCode).toMatch(/^EMP-\d{4}$/);
    expect(emitToRoles).toHaveBeenCalledWith(['Admin', 'HR'], 'correction_requested', created);
    emitToRoles.mockRestore();
  });

  it('refuses today and the future', async () => {
    const person = await createUser(ctx);
    const message = 'Today and future days cannot be corrected.';
    expect(await refusal(person, body('2026-11-20'))).toEqual({ status: 422, message });
    expect(await refusal(person, body('2026-11-21'))).toEqual({ status: 422, message });
    expect(await refusal(person, body('2027-01-04'))).toEqual({ status: 422, message });
  });

  it('goes back exactly the limit: 7 days back is allowed, 8 is refused', async () => {
    const person = await createUser(ctx);
    expect((await ask(person, body('2026-11-13'))).statusCode).toBe(201);
    expect(await refusal(person, body('2026-11-12'))).toEqual({
      status: 422,
      message: 'Corrections can go back at most 7 days.',
    });
    expect((await ask(person, body('2026-11-19'))).statusCode).toBe(201);
  });

  it('counts pending and approved requests per month of the corrected day: the 4th is refused', async () => {
    const person = await createUser(ctx);
    for (const date of ['2026-11-16', '2026-11-17', '2026-11-18'])
      expect((await ask(person, body(date))).statusCode).toBe(201);
    expect(await refusal(person, body('2026-11-19'))).toEqual({
      status: 422,
      message: 'At most 3 corrections a month; you have used 3 for November 2026.',
    });
  });

  it("lets only the month's allowance through when requests arrive at once", async () => {
    const person = await createUser(ctx);
    const dates = ['2026-11-14', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'];
    const answers = await Promise.all(dates.map((date) => ask(person, body(date))));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 201, 422, 422]);
  });

  it('gives a rejected request its place back', async () => {
    const person = await createUser(ctx);
    const ids: string[] = [];
    for (const date of ['2026-11-16', '2026-11-17', '2026-11-18'])
      ids.push(((await ask(person, body(date))).json() as Correction)._id);
    const rejected = await ctx.app.inject({
      method: 'PUT',
      url: `/api/attendance/corrections/${ids[0]}/reject`,
      headers: bearer(admin),
      payload: { reason: 'Not needed' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await ask(person, body('2026-11-19'))).statusCode).toBe(201);
  });

  it('counts the month of the corrected day, not of today', async () => {
    const person = await createUser(ctx);
    ctx.clock.set('2026-12-02T04:30:00.000Z'); // Wednesday 2 December, 10:00
    try {
      for (const date of ['2026-11-26', '2026-11-27', '2026-11-28'])
        expect((await ask(person, body(date))).statusCode).toBe(201);
      expect(await refusal(person, body('2026-11-30'))).toEqual({
        status: 422,
        message: 'At most 3 corrections a month; you have used 3 for November 2026.',
      });
      expect((await ask(person, body('2026-12-01'))).statusCode).toBe(201);
    } finally {
      ctx.clock.set('2026-11-20T04:30:00.000Z');
    }
  });

  it('allows one pending request per day (409)', async () => {
    const person = await createUser(ctx);
    expect((await ask(person, body('2026-11-19'))).statusCode).toBe(201);
    expect(await refusal(person, body('2026-11-19', { checkIn: '09:05' }))).toEqual({
      status: 409,
      message: 'You already have a pending correction for that day.',
    });
  });

  it('refuses a weekly off and a day before joining', async () => {
    const person = await createUser(ctx, { joinedOn: '2026-11-17' });
    expect(await refusal(person, body('2026-11-15'))).toEqual({
      status: 422,
      message: 'That day is not a working day.',
    });
    expect(await refusal(person, body('2026-11-16'))).toEqual({
      status: 422,
      message: 'That day is before you joined.',
    });
  });

  it('validates what is asked (400) with a clear message', async () => {
    const person = await createUser(ctx);
    const cases: [object, string][] = [
      [
        { date: '2026-11-18', reason: 'Forgot' },
        'Please give a check-in time, a check-out time or a status.',
      ],
      [body('2026-11-18', { reason: '  ' }), 'Please give a reason for the correction.'],
      [body('2026-11-18', { reason: 'ab' }), 'The reason must be at least 3 characters.'],
      [body('2026-11-18', { reason: 'x'.repeat(501) }), 'The reason can be at most 500 characters.'],
      [body('2026-11-18', { checkOut: '09:30' }), 'Check-out must be after check-in.'],
      [body('2026-11-18', { checkIn: '9:30' }), 'Times must look like HH:MM (24-hour).'],
      [
        body('2026-11-18', { status: 'Absent' }),
        'Check-in and check-out times go with Present, Half Day or Short Leave only.',
      ],
      [body('2026-11-18', { status: 'Punched In' }), 'Please choose a valid attendance status.'],
    ];
    for (const [payload, message] of cases)
      expect(await refusal(person, payload)).toEqual({ status: 400, message });
    const { reason: _reason, ...noReason } = body('2026-11-18');
    expect((await refusal(person, noReason)).status).toBe(400);
  });

  it('needs a check-in for a check-out, asked or recorded', async () => {
    const person = await createUser(ctx);
    expect(await refusal(person, { date: '2026-11-18', checkOut: '18:00', reason: 'Forgot' })).toEqual({
      status: 422,
      message: 'A check-out needs a check-in: please give the check-in time too.',
    });
    await ctx.db.insert(attendance).values({
      userId: person.id,
      date: '2026-11-18',
      checkIn: new Date('2026-11-18T04:10:00.000Z'), // 09:40 in Kolkata
      status: 'Punched In',
    });
    expect(await refusal(person, { date: '2026-11-18', checkOut: '09:40', reason: 'Forgot' })).toEqual({
      status: 422,
      message: 'Check-out must be after check-in.',
    });
    const res = await ask(person, { date: '2026-11-18', checkOut: '18:10', reason: 'Forgot' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      checkIn: null,
      checkOut: '18:10',
      current: { checkIn: '09:40', checkOut: '--', status: 'Punched In' },
    });
  });
});

describe('the limits setting', () => {
  const put = (user: TestUser, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/attendance-corrections',
      headers: bearer(user),
      payload,
    });

  it('starts at the defaults, is read by anyone and changed by the Admin, and the rules follow it', async () => {
    const person = await createUser(ctx);
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings/attendance-corrections',
      headers: bearer(person),
    });
    expect(read.json()).toEqual({ maxPerMonth: 3, maxDaysBack: 7 });
    expect(await refusal(person, body('2026-11-10'))).toMatchObject({ status: 422 });
    const hr = await createUser(ctx, { role: 'HR' });
    expect((await put(hr, { maxPerMonth: 1, maxDaysBack: 10 })).statusCode).toBe(403);
    expect((await put(admin, { maxPerMonth: 0, maxDaysBack: 10 })).json()).toEqual({
      code: 'invalid_input',
      message: 'Corrections a month must be a whole number from 1 to 31.',
    });
    expect((await put(admin, { maxPerMonth: 1, maxDaysBack: 61 })).json()).toEqual({
      code: 'invalid_input',
      message: 'Days back must be a whole number from 1 to 60.',
    });
    try {
      const saved = await put(admin, { maxPerMonth: 1, maxDaysBack: 10 });
      expect(saved.json()).toEqual({ maxPerMonth: 1, maxDaysBack: 10 });
      expect((await ask(person, body('2026-11-10'))).statusCode).toBe(201);
      expect(await refusal(person, body('2026-11-11'))).toEqual({
        status: 422,
        message: 'At most 1 correction a month; you have used 1 for November 2026.',
      });
      expect(await refusal(person, body('2026-11-09'))).toEqual({
        status: 422,
        message: 'Corrections can go back at most 10 days.',
      });
    } finally {
      await put(admin, { maxPerMonth: 3, maxDaysBack: 7 });
    }
  });
});
