import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_MESSAGES as M, type Exit, type PersonExit, type Settlement } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Exit and full and final settlement through the API (issue 43). The clock stands at Friday 20 November 2026.
let ctx: TestContext;
let hr: TestUser;
let admin: TestUser;
let asha: TestUser;
let ravi: TestUser;
let meena: TestUser;
let exitId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  hr = await createUser(ctx, { role: 'HR', name: 'Priya Shah' });
  admin = await createUser(ctx, { role: 'Admin', name: 'Anil Mehta' });
  asha = await createUser(ctx, { name: 'Asha Rao', joinedOn: '2019-01-01', baseSalaryPaise: 60_000_00 });
  ravi = await createUser(ctx, { name: 'Ravi Kumar', joinedOn: '2024-01-01', baseSalaryPaise: 40_000_00 });
  meena = await createUser(ctx, { name: 'मीना अय्यर', joinedOn: '2026-09-01', baseSalaryPaise: 30_000_00 });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, by: TestUser, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(by), ...(payload ? { payload } : {}) });

describe('a resignation', () => {
  it('is submitted with the wished last day; the notice (60 days after probation) and the shortfall are shown', async () => {
    const response = await call('POST', '/exits/resignation', asha, {
      lastWorkingDay: '2026-12-15',
      reason: 'Moving to Pune',
    });
    expect(response.statusCode).toBe(201);
    const exit = response.json() as Exit;
    exitId = exit.id;
    expect(exit).toMatchObject({
      kind: 'Resignation',
      status: 'Submitted',
      requestedLastDay: '2026-12-15',
      lastWorkingDay: null,
      noticeDays: 60,
      shortfallDays: 34,
      submittedOn: '2026-11-20',
      left: false,
    });
  });

  it('a second one while the first is open: 409 with the reason', async () => {
    const response = await call('POST', '/exits/resignation', asha, {
      lastWorkingDay: '2026-12-31',
      reason: 'Again',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: M.alreadyExiting, code: 'conflict' });
  });

  it('on probation the notice is 30 days; withdrawn before acceptance, by the person only', async () => {
    const submitted = (
      await call('POST', '/exits/resignation', meena, { lastWorkingDay: '2026-12-20', reason: 'Studies' })
    ).json() as Exit;
    expect([submitted.noticeDays, submitted.shortfallDays]).toEqual([30, 0]);
    expect((await call('POST', `/exits/${submitted.id}/withdraw`, ravi)).statusCode).toBe(403);
    const withdrawn = await call('POST', `/exits/${submitted.id}/withdraw`, meena);
    expect((withdrawn.json() as Exit).status).toBe('Withdrawn');
    const again = await call('POST', `/exits/${submitted.id}/withdraw`, meena);
    expect(again.json()).toEqual({ message: M.notSubmitted, code: 'conflict' });
  });

  it('refuses bad input with 400 and a past last day', async () => {
    expect(
      (await call('POST', '/exits/resignation', ravi, { lastWorkingDay: '2026-02-30', reason: 'x' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/exits/resignation', ravi, { lastWorkingDay: '2026-12-01', reason: ' ' }))
        .statusCode,
    ).toBe(400);
    const past = await call('POST', '/exits/resignation', ravi, {
      lastWorkingDay: '2026-11-01',
      reason: 'x',
    });
    expect(past.json()).toEqual({ message: M.inThePast, code: 'invalid_input' });
  });
});

describe('who sees and decides', () => {
  it('another employee cannot see someone’s exit; the person and staff can', async () => {
    expect((await call('GET', `/exits/people/${asha.id}`, ravi)).statusCode).toBe(403);
    expect(((await call('GET', `/exits/people/${asha.id}`, asha)).json() as PersonExit).exit?.id).toBe(
      exitId,
    );
    expect(((await call('GET', `/exits/people/${asha.id}`, hr)).json() as PersonExit).exit?.id).toBe(exitId);
  });

  it('an employee cannot accept, list or settle', async () => {
    expect(
      (await call('POST', `/exits/${exitId}/accept`, ravi, { lastWorkingDay: '2026-12-15' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/exits', ravi)).statusCode).toBe(403);
    expect((await call('GET', `/exits/${exitId}/settlement`, asha)).statusCode).toBe(403);
  });

  it('HR records a termination directly; a last day before joining is 409', async () => {
    const early = await call('POST', `/exits/people/${ravi.id}`, hr, {
      kind: 'Termination',
      lastWorkingDay: '2023-12-31',
      reason: 'Misconduct',
    });
    expect(early.json()).toEqual({ message: M.beforeJoining, code: 'conflict' });
    const unknown = await call('POST', `/exits/people/${ravi.id}`, hr, {
      kind: 'Resignation',
      lastWorkingDay: '2026-12-31',
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('HR accepts with the last working day, waiving the shortfall’s recovery with a reason', async () => {
    const response = await call('POST', `/exits/${exitId}/accept`, hr, {
      lastWorkingDay: '2026-12-15',
      waiveRecoveryReason: 'Handover complete',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Accepted',
      lastWorkingDay: '2026-12-15',
      decidedByName: 'Priya Shah',
    });
    const twice = await call('POST', `/exits/${exitId}/accept`, admin, { lastWorkingDay: '2026-12-15' });
    expect(twice.json()).toEqual({ message: M.notSubmitted, code: 'conflict' });
    expect(((await call('GET', '/exits', admin)).json() as Exit[]).map((e) => e.id)).toContain(exitId);
  });
});

describe('the full and final settlement', () => {
  it('is computed as a draft: the final month to the last day, gratuity of the worked example, due in two working days', async () => {
    const response = await call('GET', `/exits/${exitId}/settlement`, hr);
    expect(response.statusCode).toBe(200);
    const s = response.json() as Settlement;
    expect(s.status).toBe('Draft');
    expect(s.dueOn).toBe('2026-12-17');
    const line = (code: string) => s.lines.find((l) => l.code === code);
    // ₹60,000 a month, calendar divisor: 15 of 31 days.
    expect(line('SALARY')?.amount).toBe(29_032.26);
    // Basic ₹30,000, 7 years 11½ months: 8 years, 30,000 × 15 ÷ 26 × 8.
    expect(line('GRATUITY')?.amount).toBe(1_38_462);
    expect(line('NOTICE_RECOVERY')).toMatchObject({ amount: 0, rule: 'Waived: Handover complete' });
    expect(s.net).toBe(Math.round(s.lines.reduce((sum, l) => sum + l.amount, 0) * 100) / 100);
  });

  it('takes explained adjustments; the person sees nothing before it is final', async () => {
    const before = ((await call('GET', `/exits/${exitId}/settlement`, hr)).json() as Settlement).net;
    const adjusted = await call('PUT', `/exits/${exitId}/settlement`, hr, {
      adjustments: [{ name: 'Laptop not returned', amount: -25_000, reason: 'Asset tag L-114' }],
    });
    expect((adjusted.json() as Settlement).net).toBe(Math.round((before - 25_000) * 100) / 100);
    expect(
      ((await call('GET', `/exits/people/${asha.id}`, asha)).json() as PersonExit).settlement,
    ).toBeNull();
    expect((await call('GET', `/exits/${exitId}/settlement/pdf`, asha)).json()).toEqual({
      message: M.notFinalised,
      code: 'conflict',
    });
  });

  it('is finalised once (locked, 409 the second time); the person then sees it and downloads the PDF, others cannot', async () => {
    const final = await call('POST', `/exits/${exitId}/settlement/finalise`, admin);
    expect((final.json() as Settlement).status).toBe('Finalised');
    const twice = await call('POST', `/exits/${exitId}/settlement/finalise`, hr);
    expect(twice.json()).toEqual({ message: M.finalised, code: 'conflict' });
    const change = await call('PUT', `/exits/${exitId}/settlement`, hr, { adjustments: [] });
    expect(change.statusCode).toBe(409);
    const own = (await call('GET', `/exits/people/${asha.id}`, asha)).json() as PersonExit;
    expect(own.settlement?.status).toBe('Finalised');
    const pdf = await call('GET', `/exits/${exitId}/settlement/pdf`, asha);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/exits/${exitId}/settlement/pdf`, ravi)).statusCode).toBe(403);
  });

  it('letters: relieving and experience for the person and staff; another employee is refused', async () => {
    for (const kind of ['relieving', 'experience']) {
      const response = await call('GET', `/exits/${exitId}/letters/${kind}`, asha);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await call('GET', `/exits/${exitId}/letters/relieving`, ravi)).statusCode).toBe(403);
    expect((await call('GET', `/exits/${exitId}/letters/offer`, hr)).statusCode).toBe(400);
  });
});

describe('access after the last working day', () => {
  it('works on the last day; from the day after, the token and the password no longer sign in; the record stays', async () => {
    ctx.clock.set('2026-12-15T12:00:00.000Z');
    expect((await call('GET', `/exits/people/${asha.id}`, asha)).statusCode).toBe(200);
    ctx.clock.set('2026-12-16T04:30:00.000Z');
    expect((await call('GET', `/exits/people/${asha.id}`, asha)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: asha.email, password: asha.password },
    });
    expect(login.statusCode).toBe(401);
    const kept = (await call('GET', `/exits/people/${asha.id}`, hr)).json() as PersonExit;
    expect(kept.exit?.left).toBe(true);
    ctx.clock.set('2026-11-20T04:30:00.000Z');
  });
});
