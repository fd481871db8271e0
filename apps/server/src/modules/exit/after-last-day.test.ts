import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  EXIT_MESSAGES as M,
  type EmployeeListItem,
  type EmploymentPeriod,
  type Exit,
  type PersonExit,
  type Settlement,
  type SettlementDue,
} from '@hrms/shared';
import { attendance, holidays } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { LeaversRunner } from './leavers.job.ts';

// After the last working day (issue 43, docs/exit.md "After the last day"). The clock stands at Friday 20 November
// 2026, 10:00 in Kolkata; Sunday is the weekly off and Thursday 19 November a public holiday.
let ctx: TestContext;
let hr: TestUser;
let admin: TestUser;
let kiran: TestUser; // terminated, last day Wednesday 18 November
let lata: TestUser; // retired, last day Monday 16 November
let meera: TestUser; // end of contract, last day the holiday
let ravi: TestUser; // stays
const exitOf: Record<string, string> = {};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, by: TestUser, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(by), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestApp({ env: { WEEKLY_OFF: 'Sunday' } });
  hr = await createUser(ctx, { role: 'HR', name: 'Priya Shah' });
  admin = await createUser(ctx, { role: 'Admin', name: 'Anil Mehta' });
  kiran = await createUser(ctx, { name: 'Kiran Desai', joinedOn: '2022-04-01', baseSalaryPaise: 40_000_00 });
  lata = await createUser(ctx, { name: 'Lata Nair', joinedOn: '2001-06-01', baseSalaryPaise: 50_000_00 });
  meera = await createUser(ctx, { name: 'Meera Iyer', joinedOn: '2025-11-20', baseSalaryPaise: 30_000_00 });
  ravi = await createUser(ctx, { name: 'Ravi Kumar', joinedOn: '2024-01-01', baseSalaryPaise: 40_000_00 });
  await ctx.db.insert(holidays).values({ date: '2026-11-19', name: 'Local festival', kind: 'public' });
  const exits: [TestUser, string, string][] = [
    [kiran, 'Termination', '2026-11-18'],
    [lata, 'Retirement', '2026-11-16'],
    [meera, 'End of contract', '2026-11-19'],
  ];
  for (const [person, kind, lastWorkingDay] of exits) {
    const recorded = await call('POST', `/exits/people/${person.id}`, hr, {
      kind,
      lastWorkingDay,
      reason: kind,
    });
    expect(recorded.statusCode).toBe(201);
    exitOf[person.id] = (recorded.json() as Exit).id;
  }
});
afterAll(() => ctx.close());

describe('the lists after the last day', () => {
  it('the default employee list leaves former employees out; status=former lists them with their last day', async () => {
    const names = (items: EmployeeListItem[]) => items.map((p) => p.name);
    const current = (await call('GET', '/hr/employees?fields=lean', hr)).json() as EmployeeListItem[];
    expect(names(current)).toContain('Ravi Kumar');
    expect(names(current)).not.toContain('Kiran Desai');
    const former = (
      await call('GET', '/hr/employees?fields=lean&status=former', hr)
    ).json() as EmployeeListItem[];
    expect(former.map((p) => [p.name, p.leftOn])).toEqual([
      ['Kiran Desai', '2026-11-18'],
      ['Lata Nair', '2026-11-16'],
      ['Meera Iyer', '2026-11-19'],
    ]);
    const all = (
      await call('GET', '/admin/employees?fields=lean&status=all', admin)
    ).json() as EmployeeListItem[];
    expect(all).toHaveLength(current.length + 3);
    expect((await call('GET', '/hr/employees?status=gone', hr)).statusCode).toBe(400);
  });

  it('the 11:00 absentee run marks the people still employed, not those who have left', async () => {
    ctx.clock.set('2026-11-20T06:00:00.000Z'); // 11:30 in Kolkata
    expect(await ctx.app.services.attendance.markAbsentees('2026-11-20')).toMatchObject({ ran: true });
    const marked = (await ctx.db.select().from(attendance).where(eq(attendance.date, '2026-11-20'))).map(
      (row) => row.userId,
    );
    expect(marked).toContain(ravi.id);
    expect(marked).not.toContain(kiran.id);
    expect(marked).not.toContain(meera.id);
    ctx.clock.set('2026-11-20T04:30:00.000Z');
  });

  it('payroll pays the exit month (for the settlement) and no month after it', async () => {
    const payroll = ctx.app.services.payroll;
    expect((await payroll.payFor([kiran.id, ravi.id], 2026, 11)).map((r) => r.name).sort()).toEqual([
      'Kiran Desai',
      'Ravi Kumar',
    ]);
    expect((await payroll.payFor([kiran.id, ravi.id], 2026, 12)).map((r) => r.name)).toEqual(['Ravi Kumar']);
  });

  it('the daily leavers run closes the sockets of everyone whose last day has passed, once a day', async () => {
    const closed: string[] = [];
    const runner = new LeaversRunner({
      db: ctx.db,
      orgTime: ctx.app.services.orgTime,
      disconnect: (id) => closed.push(id),
    });
    const key = await runner.due();
    expect(key).toBe('2026-11-20');
    expect(await runner.run(key!)).toEqual({ ran: true, people: 3 });
    expect(closed.sort()).toEqual([kiran.id, lata.id, meera.id].sort());
    expect(await runner.due()).toBeNull();
  });
});

describe('the Home’s warning of settlements due', () => {
  it('lists the unfinalised settlements due within a working day (near) or past due (late), the holiday skipped', async () => {
    const due = (await call('GET', '/exits/settlements/due', hr)).json() as SettlementDue[];
    expect(due.map((d) => [d.person.name, d.lastWorkingDay, d.dueOn, d.state])).toEqual([
      ['Lata Nair', '2026-11-16', '2026-11-18', 'late'],
      ['Kiran Desai', '2026-11-18', '2026-11-21', 'near'],
      ['Meera Iyer', '2026-11-19', '2026-11-21', 'near'],
    ]);
    expect((await call('GET', '/exits/settlements/due', ravi)).statusCode).toBe(403);
  });

  it('a finalised settlement leaves the list', async () => {
    const id = exitOf[lata.id]!;
    expect((await call('GET', `/exits/${id}/settlement`, hr)).statusCode).toBe(200);
    expect((await call('POST', `/exits/${id}/settlement/finalise`, hr)).statusCode).toBe(200);
    const due = (await call('GET', '/exits/settlements/due', admin)).json() as SettlementDue[];
    expect(due.map((d) => d.person.name)).toEqual(['Kiran Desai', 'Meera Iyer']);
  });
});

describe('after finalisation', () => {
  let first: Settlement;

  it('an adjustment statement needs the finalised one first', async () => {
    const id = exitOf[kiran.id]!;
    first = (await call('GET', `/exits/${id}/settlement`, hr)).json() as Settlement;
    const early = await call('POST', `/exits/${id}/settlement/adjustments`, hr, {
      explanation: 'Bonus',
      adjustments: [{ name: 'Bonus', amount: 5_000, reason: 'Festival bonus' }],
    });
    expect(early.json()).toEqual({ message: M.notFinalYet, code: 'conflict' });
    first = (await call('POST', `/exits/${id}/settlement/finalise`, hr)).json() as Settlement;
    expect(first).toMatchObject({ status: 'Finalised', kind: 'Final', paidOn: null });
  });

  it('is a new, explained statement linked to the first, which stays as it was; it is finalised the same way', async () => {
    const id = exitOf[kiran.id]!;
    const noReason = await call('POST', `/exits/${id}/settlement/adjustments`, hr, {
      explanation: ' ',
      adjustments: [],
    });
    expect(noReason.json()).toEqual({ message: M.explanationRequired, code: 'invalid_input' });
    const created = await call('POST', `/exits/${id}/settlement/adjustments`, hr, {
      explanation: 'The festival bonus was left out',
      adjustments: [{ name: 'Festival bonus', amount: 5_000, reason: 'Paid to everyone in November' }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      kind: 'Adjustment',
      status: 'Draft',
      adjustsId: first.id,
      explanation: 'The festival bonus was left out',
      net: 5_000,
    });
    expect((await call('PUT', `/exits/${id}/settlement`, hr, { adjustments: [] })).statusCode).toBe(409);
    const final = (await call('POST', `/exits/${id}/settlement/finalise`, admin)).json() as Settlement;
    expect(final).toMatchObject({ kind: 'Adjustment', status: 'Finalised' });
    const person = (await call('GET', `/exits/people/${kiran.id}`, hr)).json() as PersonExit;
    expect(person.statements?.map((s) => [s.kind, s.status, s.net])).toEqual([
      ['Adjustment', 'Finalised', 5_000],
      ['Final', 'Finalised', first.net],
    ]);
    const audit = await call('GET', '/audit', admin);
    expect(JSON.stringify(audit.json())).toContain('settlement.adjustment');
  });

  it('is marked paid on its own date with the reference, once, not before it was finalised', async () => {
    const id = exitOf[kiran.id]!;
    const early = await call('POST', `/exits/${id}/settlement/paid`, hr, {
      paidOn: '2026-11-19',
      reference: 'UTR 1',
    });
    expect(early.json()).toEqual({ message: M.paidBeforeFinal, code: 'invalid_input' });
    const paid = await call('POST', `/exits/${id}/settlement/paid`, hr, {
      paidOn: '2026-11-20',
      reference: 'UTR 88213',
    });
    expect(paid.json()).toMatchObject({
      kind: 'Adjustment',
      paidOn: '2026-11-20',
      paymentReference: 'UTR 88213',
    });
    const twice = await call('POST', `/exits/${id}/settlement/paid`, hr, {
      paidOn: '2026-11-20',
      reference: 'x',
    });
    expect(twice.json()).toEqual({ message: M.alreadyPaid, code: 'conflict' });
  });
});

describe('rehiring', () => {
  it('refuses someone who has not left, and a joining date on or before the last day', async () => {
    const notLeft = await call('POST', `/exits/people/${ravi.id}/rehire`, hr, {
      joinedOn: '2026-12-01',
      reason: 'x',
    });
    expect(notLeft.json()).toEqual({ message: M.notLeft, code: 'conflict' });
    const early = await call('POST', `/exits/people/${kiran.id}/rehire`, hr, {
      joinedOn: '2026-11-18',
      reason: 'x',
    });
    expect(early.json()).toEqual({ message: M.rehireBeforeLeaving, code: 'conflict' });
  });

  it('starts a new employment period: a new joining date, access back, the old period and its exit kept', async () => {
    const rehired = await call('POST', `/exits/people/${kiran.id}/rehire`, hr, {
      joinedOn: '2026-12-01',
      reason: 'Rejoins the Pune team',
    });
    expect(rehired.statusCode).toBe(200);
    expect((rehired.json() as PersonExit).exit).toBeNull();
    const periods = (await call('GET', `/exits/people/${kiran.id}/periods`, hr)).json() as EmploymentPeriod[];
    expect(periods).toEqual([
      { joinedOn: '2022-04-01', leftOn: '2026-11-18', exitId: exitOf[kiran.id], rehiredOn: '2026-12-01' },
    ]);
    const exits = (await call('GET', '/exits', hr)).json() as Exit[];
    expect(exits.find((e) => e.id === exitOf[kiran.id])).toMatchObject({
      status: 'Accepted',
      lastWorkingDay: '2026-11-18',
    });
    const list = (await call('GET', '/hr/employees?fields=lean', hr)).json() as EmployeeListItem[];
    expect(list.find((p) => p.name === 'Kiran Desai')).toMatchObject({ joinedOn: '2026-12-01' });
    // The token from before the exit stays void; a new sign-in works.
    expect((await call('GET', `/exits/people/${kiran.id}/periods`, kiran)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: kiran.email, password: kiran.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a later exit may follow in the new period', async () => {
    const again = await call('POST', `/exits/people/${kiran.id}`, hr, {
      kind: 'Termination',
      lastWorkingDay: '2027-03-31',
      reason: 'Project ended',
    });
    expect(again.statusCode).toBe(201);
  });
});
