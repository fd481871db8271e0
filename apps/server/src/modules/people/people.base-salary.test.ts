import { PAYROLL_SETTINGS_MESSAGES, type SalaryRecord, type SalaryRevision } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, auditLog, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { form } from '../../test/upload-fixtures.ts';

/**
 * The employee form's baseSalary is the monthly gross in force (issue 21): a change through the form becomes
 * a salary revision from the first day of the current month (docs/payroll.md, "baseSalary and revisions").
 * Today is Thursday 10 December 2026 in Kolkata.
 */
let ctx: TestContext;
let admin: TestUser;

const at = (date: string) => `${date}T04:30:00.000Z`;

const editSalary = (person: TestUser, baseSalary: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/employees/${person.id}`,
    headers: bearer(admin),
    payload: form({ baseSalary }) as never,
  });

const revisionsOf = async (person: TestUser) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${person.id}/salary-revisions`,
      headers: bearer(admin),
    })
  ).json() as SalaryRevision[];

const revise = (
  person: TestUser,
  effectiveFrom: string,
  monthlyGross: number,
  override: object | null = null,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${person.id}/salary-revisions`,
    headers: bearer(admin),
    payload: { effectiveFrom, monthlyGross, override },
  });

/** Every day but Sundays, first to last, marked Present. */
async function presentThrough(userId: string, from: string, to: string): Promise<void> {
  const rows = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  )
    if (d.getUTCDay() !== 0)
      rows.push({ userId, date: d.toISOString().slice(0, 10), status: 'Present' as const });
  await ctx.db.insert(attendance).values(rows);
}

async function grossOf(person: TestUser, month: string): Promise<number | undefined> {
  const generated = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/generate-salary',
    headers: bearer(admin),
    payload: { employeeIds: [person.id], month },
  });
  expect(generated.statusCode).toBe(202);
  await ctx.app.services.payroll.whenIdle();
  const records = (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${person.id}/salaries`,
      headers: bearer(person),
    })
  ).json() as SalaryRecord[];
  return records.find((r) => r.month === month)?.breakdown?.gross;
}

const baseSalaryOf = async (person: TestUser) =>
  (await ctx.db.select().from(users).where(eq(users.id, person.id)))[0]!.baseSalaryPaise;

beforeAll(async () => {
  ctx = await createTestApp({ now: at('2026-12-10') });
  admin = await createUser(ctx, { role: 'Admin' });
});
afterAll(() => ctx.close());

describe('the employee form changes the gross in force through a revision', () => {
  it('no revisions yet: the old gross is kept from the joining month, the new one runs from 1 December', async () => {
    const person = await createUser(ctx, { baseSalaryPaise: 3_000_000, joinedOn: '2026-03-16' });
    const res = await editSalary(person, '36000');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ baseSalary: 36_000 });
    expect(await revisionsOf(person)).toMatchObject([
      { effectiveFrom: '2026-03-01', monthlyGross: 30_000, override: null },
      { effectiveFrom: '2026-12-01', monthlyGross: 36_000, override: null },
    ]);
    const trail = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'salary.revise'), eq(auditLog.entityId, person.id)));
    expect(trail).toHaveLength(2);

    // A past month regenerated pays what it paid; the current month pays the form's figure.
    await presentThrough(person.id, '2026-11-01', '2026-12-09');
    expect(await grossOf(person, 'November 2026')).toBe(30_000);
    expect(await grossOf(person, 'December 2026')).toBe(36_000);
  });

  it('a revision already in force this month is replaced on its date, keeping its override; a future one stays', async () => {
    const person = await createUser(ctx, { baseSalaryPaise: 4_000_000, joinedOn: '2026-01-01' });
    const override = { basicPercent: 60, hraPercentOfBasic: 40, allowances: [] };
    expect((await revise(person, '2026-01-01', 40_000)).statusCode).toBe(201);
    expect((await revise(person, '2026-12-05', 45_000, override)).statusCode).toBe(201);
    expect((await revise(person, '2027-04-01', 50_000)).statusCode).toBe(201);
    expect(await baseSalaryOf(person)).toBe(4_500_000);

    expect((await editSalary(person, '47000')).statusCode).toBe(200);
    expect(await revisionsOf(person)).toMatchObject([
      { effectiveFrom: '2026-01-01', monthlyGross: 40_000 },
      { effectiveFrom: '2026-12-05', monthlyGross: 47_000, override },
      { effectiveFrom: '2027-04-01', monthlyGross: 50_000 },
    ]);
    expect(await baseSalaryOf(person)).toBe(4_700_000);
  });

  it('an edit that leaves the salary as it is writes no revision; a joiner of this month gets no opening one', async () => {
    const same = await createUser(ctx, { baseSalaryPaise: 2_500_000 });
    expect((await editSalary(same, '25000')).statusCode).toBe(200);
    expect(await revisionsOf(same)).toEqual([]);

    const joiner = await createUser(ctx, { baseSalaryPaise: 2_000_000, joinedOn: '2026-12-07' });
    expect((await editSalary(joiner, '22000')).statusCode).toBe(200);
    expect(await revisionsOf(joiner)).toMatchObject([{ effectiveFrom: '2026-12-01', monthlyGross: 22_000 }]);
  });

  it('a gross the fixed allowances do not fit is refused with a 400 and changes nothing', async () => {
    const person = await createUser(ctx, { baseSalaryPaise: 4_000_000 });
    const settings = (
      await ctx.app.inject({ method: 'GET', url: '/api/settings/payroll', headers: bearer(admin) })
    ).json();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/payroll',
      headers: bearer(admin),
      payload: {
        ...settings,
        template: {
          ...settings.template,
          allowances: [{ code: 'CONV', name: 'Conveyance', monthlyAmount: 5_000 }],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await editSalary(person, '8000');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYROLL_SETTINGS_MESSAGES.allowancesExceedGross);
    expect(await baseSalaryOf(person)).toBe(4_000_000);
    expect(await revisionsOf(person)).toEqual([]);
  });
});
