import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALARY_LIST_MESSAGES as M, type Page, type SalaryRecord } from '@hrms/shared';
import { salaryRecords } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// All Salary History's search (issue 40): name, status and net pay range on the list route, paging kept.
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-12-05T04:00:00.000Z' });
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  const asha = await createUser(ctx, { name: 'Asha Kulkarni' });
  const bala = await createUser(ctx, { name: 'Bala Iyer' });
  const row = (userId: string, month: number, rupees: number, paidOn: string | null) => ({
    userId,
    periodYear: 2026,
    periodMonth: month,
    month: `${month === 10 ? 'October' : 'November'} 2026`,
    amountPaise: rupees * 100,
    baseSalaryPaise: rupees * 100,
    status: paidOn ? 'Paid' : 'Generated',
    paidOn,
    generatedAt: new Date(`2026-${month}-28T06:00:00.000Z`),
  });
  await ctx.db
    .insert(salaryRecords)
    .values([
      row(asha.id, 10, 28_000, '2026-10-31'),
      row(asha.id, 11, 30_000, null),
      row(bala.id, 10, 45_000, '2026-10-31'),
      row(bala.id, 11, 45_500.5, null),
    ]);
});
afterAll(() => ctx.close());

const get = (caller: TestUser, query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/salaries?${query}`, headers: bearer(caller) });
const names = (records: SalaryRecord[]) => records.map((r) => `${r.employeeName} ${r.month} ${r.amount}`);

describe('All Salary History filters', () => {
  it('narrows by status', async () => {
    const paid = (await get(admin, 'status=Paid')).json<SalaryRecord[]>();
    expect(names(paid).sort()).toEqual(['Asha Kulkarni October 2026 28000', 'Bala Iyer October 2026 45000']);
  });

  it('narrows by net pay, bounds included, in rupees', async () => {
    const mid = (await get(admin, 'minAmount=28000&maxAmount=45000')).json<SalaryRecord[]>();
    expect(mid.map((r) => r.amount).sort()).toEqual([28_000, 30_000, 45_000]);
  });

  it('combines the name search, status and amount, and keeps paging with the filtered total', async () => {
    const page = (await get(admin, 'q=bala&status=Generated&minAmount=45000&limit=1')).json<
      Page<SalaryRecord>
    >();
    expect(page.total).toBe(1);
    expect(page.nextCursor).toBeNull();
    expect(names(page.rows)).toEqual(['Bala Iyer November 2026 45500.5']);
    const all = (await get(admin, 'status=Generated&limit=1')).json<Page<SalaryRecord>>();
    expect(all.total).toBe(2);
    expect(all.rows).toHaveLength(1);
    expect(all.nextCursor).not.toBeNull();
  });

  it.each([
    ['an unknown status', 'status=Pending', M.status],
    ['a negative amount', 'minAmount=-1', M.amount],
    ['an amount that is not a number', 'maxAmount=lots', M.amount],
    ['a range the wrong way round', 'minAmount=50000&maxAmount=1000', M.amountRange],
  ])('refuses %s with a 400 naming it', async (_case, query, message) => {
    const res = await get(admin, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', message });
  });

  it('stays the Admin’s', async () => {
    expect((await get(hr, 'status=Paid')).statusCode).toBe(403);
  });
});
