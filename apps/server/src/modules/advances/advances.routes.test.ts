import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADVANCE_MESSAGES as M, type Advance } from '@hrms/shared';
import { requestPayslips } from '../../test/payroll-fixtures.test-helper.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { advanceOutstanding, advancePayInputs } from './advances.pay.ts';

// Advances and loans through the API and payroll (issue 45). Friday 20 November 2026; the default flow (HR decides).
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin', name: 'Anil Mehta' });
  hr = await createUser(ctx, { role: 'HR', name: 'Priya Shah' });
  asha = await createUser(ctx, { name: 'Asha Rao', baseSalaryPaise: 30_000_00 });
  ravi = await createUser(ctx, { name: 'Ravi Kumar', baseSalaryPaise: 20_000_00 });
  // Every day up to go-live is paid as present: the slips below need no attendance.
  expect((await call('PUT', '/settings/go-live', admin, { goLive: '2027-03-01' })).statusCode).toBe(200);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, by: TestUser, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(by), ...(payload ? { payload } : {}) });

/** What the person's bell holds (GET /api/employees/:id/notifications), (sent at the same fixed time, so in no set order). */
async function bell(user: TestUser): Promise<string[]> {
  const res = await call('GET', `/employees/${user.id}/notifications`, user);
  expect(res.statusCode).toBe(200);
  return (res.json() as { message: string }[]).map((n) => n.message);
}

async function slip(user: TestUser, month: string) {
  expect((await requestPayslips(ctx, admin, [user.id], month)).statusCode).toBe(202);
  await ctx.app.services.payroll.whenIdle();
  const records = (await call('GET', `/employees/${user.id}/salaries`, user)).json() as {
    month: string;
    breakdown: {
      earnings: { code: string; name: string; amount: number }[];
      deductions: { code: string; name: string; amount: number }[];
      carried?: { code: string; name: string; amount: number }[];
      net: number;
    };
  }[];
  return records.find((r) => r.month === month)!.breakdown;
}

describe('an advance paid with the run and recovered over three months', () => {
  let advance: Advance;

  it('Asha asks; bad input is refused; HR approves it to be paid with November', async () => {
    const bad = await call('POST', '/advances', asha, { amount: 12000, reason: 'Deposit', instalments: 0 });
    expect(bad.json()).toEqual({ message: M.instalments, code: 'invalid_input' });
    const toRoles = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    const toUser = vi.spyOn(ctx.app.realtime, 'emitToUser');
    const res = await call('POST', '/advances', asha, {
      amount: 12000,
      reason: 'Rent deposit',
      instalments: 3,
    });
    expect(res.statusCode).toBe(201);
    advance = res.json();
    // HR and Admin hear of the request (the default flow: HR decides, so no person's room is added).
    expect(toRoles).toHaveBeenCalledWith(['Admin', 'HR'], 'advance_requested', advance);
    expect(toUser).not.toHaveBeenCalledWith(expect.anything(), 'advance_requested', expect.anything());
    expect(advance).toMatchObject({ kind: 'Advance', status: 'Pending', instalments: [] });
    expect((await call('GET', '/advances/queue', hr)).json().map((a: Advance) => a.id)).toEqual([advance.id]);
    const own = await call('POST', `/advances/${advance.id}/decision`, asha, {
      action: 'approve',
      disbursal: 'payroll',
    });
    expect(own.statusCode).toBe(403);
    const ok = await call('POST', `/advances/${advance.id}/decision`, hr, {
      action: 'approve',
      disbursal: 'payroll',
    });
    advance = ok.json();
    expect(advance).toMatchObject({ status: 'Approved', disbursedIn: 'November 2026', outstanding: 12000 });
    // Asha hears the decision (her list updates); HR's and Admin's queues drop it.
    expect(toUser).toHaveBeenCalledWith(asha.id, 'advance_decided', advance);
    expect(toRoles).toHaveBeenCalledWith(['Admin', 'HR'], 'advance_decided', advance);
    toRoles.mockRestore();
    toUser.mockRestore();
    expect(await bell(asha)).toEqual([
      'Your advance of ₹12,000 from 20/11/2026 was approved by Priya Shah: paid with your November 2026 salary, recovered in 3 monthly instalments from December 2026.',
    ]);
    expect(advance.instalments.map((i) => [i.month, i.amount, i.status])).toEqual([
      ['December 2026', 4000, 'due'],
      ['January 2027', 4000, 'due'],
      ['February 2027', 4000, 'due'],
    ]);
  });

  it('November pays it out as a reimbursement (outside the tax base), December recovers ₹4,000', async () => {
    const november = await slip(asha, 'November 2026');
    expect(november.earnings.at(-1)).toEqual({ code: 'ADVANCE', name: 'Advance paid out', amount: 12000 });
    expect(november.net).toBe(42000);
    ctx.clock.set('2026-12-31T06:00:00.000Z');
    const december = await slip(asha, 'December 2026');
    expect(december.deductions.at(-1)).toEqual({
      code: 'ADV_REC',
      name: 'Advance recovery (₹8,000 left)',
      amount: 4000,
    });
    const [mine] = (await call('GET', `/advances/people/${asha.id}`, asha)).json() as Advance[];
    expect(mine).toMatchObject({ recovered: 4000, outstanding: 8000 });
    expect(mine!.instalments[0]!.status).toBe('recovered');
  });

  it('HR pauses January with a reason: the rest move a month later (audited); at exit ₹8,000 is recovered', async () => {
    const res = await call('POST', `/advances/${advance.id}/adjust`, hr, {
      action: 'pause',
      reason: 'Medical leave',
    });
    const paused = res.json() as Advance;
    expect(paused.instalments.map((i) => [i.month, i.status, i.note])).toEqual([
      ['December 2026', 'recovered', null],
      ['February 2027', 'due', 'Paused: Medical leave'],
      ['March 2027', 'due', 'Paused: Medical leave'],
    ]);
    expect(await bell(asha)).toContain(
      'Priya Shah paused the instalments of your advance of ₹12,000 from 20/11/2026 (Medical leave): ₹8,000 is left, the next instalment is due in February 2027.',
    );
    expect((await advancePayInputs(ctx.db)([asha.id], 2027, 1)).get(asha.id)).toBeUndefined();
    expect(await advanceOutstanding(ctx.db)(asha.id)).toEqual([
      {
        name: 'Advance outstanding',
        paise: -8000_00,
        reason: '2 instalment(s) not recovered through payroll',
      },
    ]);
    const audit = await call('GET', '/audit?entityType=advance', admin);
    expect(
      audit
        .json()
        .entries.map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual(['advances.adjust', 'advances.approve']);
  });
});

describe('a loan paid separately, larger than a month’s pay', () => {
  it('HR records it (never for themselves), marks it paid; the instalment that does not fit is carried', async () => {
    ctx.clock.set('2026-11-20T04:30:00.000Z');
    const self = await call('POST', `/advances/people/${hr.id}`, hr, {
      amount: 5000,
      reason: 'Own',
      instalments: 1,
      disbursal: 'separate',
    });
    expect(self.statusCode).toBe(403);
    expect(
      (
        await call('POST', `/advances/people/${ravi.id}`, ravi, {
          amount: 5000,
          reason: 'x',
          instalments: 1,
          disbursal: 'separate',
        })
      ).statusCode,
    ).toBe(403);
    const loan = (
      await call('POST', `/advances/people/${ravi.id}`, hr, {
        amount: 50000,
        reason: 'Medical emergency',
        instalments: 2,
        disbursal: 'separate',
      })
    ).json() as Advance;
    expect(loan).toMatchObject({ kind: 'Loan', status: 'Approved', instalments: [] });
    expect(await bell(ravi)).toEqual([
      'Priya Shah recorded a loan of ₹50,000 for you (Medical emergency): paid separately by bank transfer, recovered in 2 monthly instalments from the month after it is paid.',
    ]);
    const paid = (
      await call('POST', `/advances/${loan.id}/paid`, hr, { paidOn: '2026-11-20' })
    ).json() as Advance;
    expect(paid.instalments.map((i) => [i.month, i.amount])).toEqual([
      ['December 2026', 25000],
      ['January 2027', 25000],
    ]);
    expect((await call('POST', `/advances/${loan.id}/paid`, hr, { paidOn: '2026-11-20' })).statusCode).toBe(
      409,
    );
    ctx.clock.set('2026-12-31T06:00:00.000Z');
    const december = await slip(ravi, 'December 2026');
    expect(december.deductions.some((d) => d.code === 'ADV_REC')).toBe(false);
    expect(december.carried).toEqual([
      { code: 'ADV_REC', name: 'Loan recovery (₹25,000 left)', amount: 25000 },
    ]);
    expect(december.net).toBe(20000);
    const [after] = (await call('GET', `/advances/people/${ravi.id}`, hr)).json() as Advance[];
    expect(after!.instalments.map((i) => i.status)).toEqual(['carried', 'due']);
    // January asks both: the carried one first.
    const january = (await advancePayInputs(ctx.db)([ravi.id], 2027, 1)).get(ravi.id)!;
    expect(january.map((l) => [l.name, l.paise])).toEqual([
      ['Loan recovery (₹25,000 left)', 25000_00],
      ['Loan recovery (₹0 left)', 25000_00],
    ]);
    // HR reschedules what is open over 5 months from January.
    const res = await call('POST', `/advances/${loan.id}/adjust`, hr, {
      action: 'reschedule',
      instalments: 5,
      reason: 'Too large for one month',
    });
    expect(
      (res.json() as Advance).instalments.filter((i) => i.status === 'due').map((i) => [i.month, i.amount]),
    ).toEqual([
      ['January 2027', 10000],
      ['February 2027', 10000],
      ['March 2027', 10000],
      ['April 2027', 10000],
      ['May 2027', 10000],
    ]);
    expect(await bell(ravi)).toContain(
      'Priya Shah rescheduled your loan of ₹50,000 from 20/11/2026 (Too large for one month): the ₹50,000 left is recovered in 5 monthly instalments from January 2027.',
    );
  });

  it('a rejection and a waiver reach the bell with their reasons', async () => {
    const asked = (
      await call('POST', '/advances', ravi, { amount: 3000, reason: 'Festival', instalments: 1 })
    ).json() as Advance;
    await call('POST', `/advances/${asked.id}/decision`, admin, {
      action: 'reject',
      reason: 'A loan is already open',
    });
    expect(await bell(ravi)).toContain(
      'Your advance of ₹3,000 from 31/12/2026 was rejected by Anil Mehta: A loan is already open',
    );
    const [loan] = ((await call('GET', `/advances/people/${ravi.id}`, hr)).json() as Advance[]).filter(
      (a) => a.kind === 'Loan',
    );
    await call('POST', `/advances/${loan!.id}/adjust`, admin, { action: 'waive', reason: 'Hardship' });
    expect(await bell(ravi)).toContain(
      'Anil Mehta waived the ₹50,000 left on your loan of ₹50,000 from 20/11/2026 (Hardship): nothing more is recovered.',
    );
  });

  it('only HR and Admin see everyone’s; a person sees their own only', async () => {
    expect((await call('GET', '/advances', asha)).statusCode).toBe(403);
    expect((await call('GET', `/advances/people/${ravi.id}`, asha)).statusCode).toBe(403);
    expect(((await call('GET', '/advances', hr)).json() as Advance[]).length).toBe(3);
  });
});
