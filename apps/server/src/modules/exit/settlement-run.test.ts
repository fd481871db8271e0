import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXIT_MESSAGES as M,
  PAYROLL_MESSAGES,
  rupeesToPaise,
  type Exit,
  type PersonExit,
  type SalaryRecord,
  type Settlement,
} from '@hrms/shared';
import { eq } from 'drizzle-orm';
import { attendance, salaryRecords } from '../../db/schema/index.ts';
import {
  putPayrollProfile,
  requestPayslips,
  usePayrollSettings,
} from '../../test/payroll-fixtures.test-helper.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// The settlement paid with the month's payroll run, and the exit month paid once (issue 43, docs/exit.md "Paid with
// the run"). The clock stands at Friday 20 November 2026; PF and PT (Maharashtra) are on.
let ctx: TestContext;
let hr: TestUser;
let admin: TestUser;
let kiran: TestUser; // terminated, last day Wednesday 18 November; paid with the November run
let lata: TestUser; // terminated, last day Monday 16 November; paid with the December run
let ravi: TestUser; // stays
const exitOf: Record<string, string> = {};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, by: TestUser, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(by), ...(payload ? { payload } : {}) });
const paise = (settlement: Settlement, sign: 1 | -1) =>
  settlement.lines
    .filter((line) => Math.sign(line.amount) === sign)
    .map((line) => [line.code, rupeesToPaise(Math.abs(line.amount))]);

async function finalised(person: TestUser, adjustments: object[] = []): Promise<Settlement> {
  const id = exitOf[person.id]!;
  expect((await call('PUT', `/exits/${id}/settlement`, hr, { adjustments })).statusCode).toBe(200);
  const final = await call('POST', `/exits/${id}/settlement/finalise`, hr);
  expect(final.statusCode, final.body).toBe(200);
  return final.json() as Settlement;
}

async function recordOf(person: TestUser, year: number, month: number) {
  const [row] = await ctx.db.select().from(salaryRecords).where(eq(salaryRecords.userId, person.id));
  expect(row).toMatchObject({ periodYear: year, periodMonth: month });
  return row!;
}

beforeAll(async () => {
  ctx = await createTestApp();
  hr = await createUser(ctx, { role: 'HR', name: 'Priya Shah' });
  admin = await createUser(ctx, { role: 'Admin', name: 'Anil Mehta' });
  kiran = await createUser(ctx, { name: 'Kiran Desai', joinedOn: '2022-04-01', baseSalaryPaise: 40_000_00 });
  lata = await createUser(ctx, { name: 'Lata Nair', joinedOn: '2023-06-01', baseSalaryPaise: 30_000_00 });
  ravi = await createUser(ctx, { name: 'Ravi Kumar', joinedOn: '2024-01-01', baseSalaryPaise: 40_000_00 });
  await usePayrollSettings(ctx, admin, { pf: true, pt: true });
  for (const person of [kiran, lata, ravi])
    await putPayrollProfile(ctx, admin, person, {
      pan: 'ABCDE1234F',
      uan: '100200300400',
      esiNumber: null,
      workState: 'MH',
      gender: 'male',
      bankAccount: '123456784321',
      ifsc: 'HDFC0001234',
      taxRegime: 'new',
      pfOnFullWages: false,
    });
  // Present every working day up to the last (Sunday the weekly off): no loss of pay.
  for (const [person, last] of [
    [kiran, 18],
    [lata, 16],
    [ravi, 20],
  ] as const)
    for (let day = 1; day <= last; day += 1) {
      const date = `2026-11-${String(day).padStart(2, '0')}`;
      if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 0)
        await ctx.db.insert(attendance).values({ userId: person.id, date, status: 'Present' } as never);
    }
  for (const [person, lastWorkingDay] of [
    [kiran, '2026-11-18'],
    [lata, '2026-11-16'],
  ] as const) {
    const recorded = await call('POST', `/exits/people/${person.id}`, hr, {
      kind: 'Termination',
      lastWorkingDay,
      reason: 'Position closed',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    exitOf[person.id] = (recorded.json() as Exit).id;
  }
});
afterAll(() => ctx.close());

describe('the exit month is paid once', () => {
  it('a batch naming a leaver in their exit month is refused with 409, naming them, and writes nothing', async () => {
    const res = await requestPayslips(ctx, admin, [ravi.id, kiran.id, lata.id], 'November 2026');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: PAYROLL_MESSAGES.exitMonthOnSettlement('Kiran Desai, Lata Nair', 'November 2026'),
      code: 'conflict',
    });
    await ctx.app.services.payroll.whenIdle();
    expect(await ctx.db.select().from(salaryRecords)).toEqual([]);
  });
});

describe('pay with the run', () => {
  let kiranFinal: Settlement;

  it('the final month to the rupee: ₹40,000 up to 18 November is ₹24,000, with its PF and PT on the statement', async () => {
    kiranFinal = await finalised(kiran, [
      { name: 'Laptop not returned', amount: -2000, reason: 'Asset tag L-114' },
    ]);
    const line = (code: string) => kiranFinal.lines.find((l) => l.code === code)?.amount;
    expect(line('SALARY')).toBe(24_000);
    // Basic earned ₹12,000 (half the ₹24,000): PF 12% = ₹1,440; PT Maharashtra, a man, November: ₹200.
    expect(line('EPF_EE')).toBe(-1_440);
    expect(line('PT')).toBe(-200);
    expect(line('ADJUSTMENT')).toBe(-2_000);
    // Gratuity: none (4 years 7 months, terminated); what the statement pays, to the rupee.
    expect(line('GRATUITY')).toBe(0);
    expect(line('LEAVE_ENCASHMENT')).toBeUndefined();
    expect(kiranFinal.net).toBe(20_360);
    expect(kiranFinal).toMatchObject({ payWithRun: null, paidOn: null });
  });

  it('refuses a bad month, one outside the exit month and the next, another role, and before finalising', async () => {
    const id = exitOf[kiran.id]!;
    const pay = (month: string, by = hr) =>
      call('POST', `/exits/${id}/settlement/pay-with-run`, by, { month });
    const bad = await pay('Nov');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.payWithRunMonth);
    for (const month of ['October 2026', 'January 2027']) {
      const res = await pay(month);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.payWithRunMonthRange);
    }
    expect((await pay('November 2026', ravi)).statusCode).toBe(403);
    const draft = await call('POST', `/exits/${exitOf[lata.id]!}/settlement/pay-with-run`, hr, {
      month: 'November 2026',
    });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toBe(M.notFinalised);
  });

  it('HR chooses the November run: once; the statement can no longer be paid on its own date', async () => {
    const id = exitOf[kiran.id]!;
    const res = await call('POST', `/exits/${id}/settlement/pay-with-run`, hr, { month: 'November 2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ payWithRun: 'November 2026', paidOn: null, net: kiranFinal.net });
    const again = await call('POST', `/exits/${id}/settlement/pay-with-run`, hr, { month: 'December 2026' });
    expect(again.json().message).toBe(M.payWithRunChosen);
    const own = await call('POST', `/exits/${id}/settlement/paid`, hr, {
      paidOn: '2026-11-20',
      reference: 'NEFT',
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(M.paidWithRun('November 2026'));
  });

  it('the November run takes the leaver: the slip carries the statement alone, its deductions not computed again', async () => {
    const res = await requestPayslips(ctx, admin, [ravi.id, kiran.id], 'November 2026');
    expect(res.statusCode, res.body).toBe(202);
    await ctx.app.services.payroll.whenIdle();
    const row = await recordOf(kiran, 2026, 11);
    const slip = row.payBreakdown as {
      earnings: { code: string; paise: number }[];
      deductions: { code: string; paise: number }[];
      netPaise: number;
      settled?: boolean;
    };
    expect(slip.settled).toBe(true);
    expect(slip.earnings.map((l) => [l.code, l.paise])).toEqual(paise(kiranFinal, 1));
    expect(slip.deductions.map((l) => [l.code, l.paise])).toEqual(paise(kiranFinal, -1));
    expect(slip.netPaise).toBe(rupeesToPaise(kiranFinal.net));
    expect(row.amountPaise).toBe(rupeesToPaise(kiranFinal.net));
    // Ravi's month is his own, as ever.
    const ravis = (await call('GET', `/employees/${ravi.id}/salaries`, ravi)).json() as SalaryRecord[];
    expect(ravis[0]!.breakdown!.earnings.map((l) => l.code)).toContain('BASIC');
  });

  it('the statement is paid when the run marks the slip paid (read from the record, nothing written back)', async () => {
    const before = (await call('GET', `/exits/people/${kiran.id}`, hr)).json() as PersonExit;
    expect(before.settlement).toMatchObject({ paidOn: null, payWithRun: 'November 2026' });
    const paid = await call('POST', '/admin/payroll-runs/2026-11/paid', admin, {
      employeeIds: [kiran.id],
      paidOn: '2026-11-20',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await call('GET', `/exits/people/${kiran.id}`, hr)).json() as PersonExit;
    expect(after.settlement).toMatchObject({
      paidOn: '2026-11-20',
      paymentReference: M.runReference('November 2026'),
    });
    const own = await call('POST', `/exits/${exitOf[kiran.id]!}/settlement/paid`, hr, {
      paidOn: '2026-11-21',
      reference: 'NEFT',
    });
    expect(own.json().message).toBe(M.alreadyPaid);
  });

  it('with the next month’s run: November still refuses her, December pays the statement after her last day', async () => {
    const final = await finalised(lata);
    const id = exitOf[lata.id]!;
    const chosen = await call('POST', `/exits/${id}/settlement/pay-with-run`, hr, { month: 'December 2026' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await requestPayslips(ctx, admin, [lata.id], 'November 2026')).statusCode).toBe(409);
    ctx.clock.set('2026-12-01T04:30:00.000Z');
    const res = await requestPayslips(ctx, admin, [lata.id], 'December 2026');
    expect(res.statusCode, res.body).toBe(202);
    await ctx.app.services.payroll.whenIdle();
    const row = await recordOf(lata, 2026, 12);
    expect(row.amountPaise).toBe(rupeesToPaise(final.net));
    ctx.clock.set('2026-11-20T04:30:00.000Z');
  });
});
