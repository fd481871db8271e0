import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGING_MESSAGES, type Page, type SalaryRecord } from '@hrms/shared';
import { salaryRecords } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Everyone's salary records, a page at a time (docs/paging.md).
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
const people: TestUser[] = [];
const record = (userId: string, month: number, generatedAt: string) => ({
  userId,
  periodYear: 2026,
  periodMonth: month,
  month: `${['January', 'February', 'March', 'April', 'May', 'June'][month - 1]} 2026`,
  amountPaise: 100_000 * month,
  baseSalaryPaise: 3_000_000,
  generatedAt: new Date(generatedAt),
});

beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-20T04:00:00.000Z' });
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  for (const name of ['Asha', 'Bala', 'Chitra', 'Dev'])
    people.push(await createUser(ctx, { name: `${name} Pay` }));
  // One batch per month (the same instant for everyone, to the microsecond) and one regenerated payslip.
  await ctx.db
    .insert(salaryRecords)
    .values([
      ...people.flatMap((p) => [1, 2, 3].map((m) => record(p.id, m, `2026-0${m}-28T06:00:00.123456Z`))),
      record(people[0]!.id, 4, '2026-04-28T06:00:00.000Z'),
    ]);
});
afterAll(() => ctx.close());

const get = (caller: TestUser, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/salaries${query}`, headers: bearer(caller) });

describe("everyone's salary records, a page at a time", () => {
  it('answers the whole array without parameters, and the same rows page by page', async () => {
    const whole = (await get(admin)).json<SalaryRecord[]>();
    expect(whole).toHaveLength(13);
    const seen: SalaryRecord[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<SalaryRecord> = (
        await get(admin, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      expect(page.total).toBe(13);
      seen.push(...page.rows);
      cursor = page.nextCursor;
    } while (cursor);
    // Ties of one batch (same instant) come by name, as in the whole list.
    expect(seen).toEqual(whole);
    expect(new Set(seen.map((r) => r._id)).size).toBe(13);
  });

  it('searches names, whole or paged', async () => {
    const bala = (await get(admin, '?q=bala')).json<SalaryRecord[]>();
    expect(bala.map((r) => r.month)).toEqual(['March 2026', 'February 2026', 'January 2026']);
    const page = (await get(admin, '?q=pay&limit=20')).json<Page<SalaryRecord>>();
    expect(page.total).toBe(13);
    expect(page.nextCursor).toBeNull();
  });

  it('refuses bad parameters with 400 and keeps the list the Admin’s', async () => {
    for (const [query, message] of [
      ['?limit=-1', PAGING_MESSAGES.invalidLimit],
      [
        `?cursor=${Buffer.from('["yesterday",2026,1,"A","x"]').toString('base64url')}`,
        PAGING_MESSAGES.invalidCursor,
      ],
      [`?q=${'q'.repeat(101)}`, PAGING_MESSAGES.invalidSearch],
    ] as const) {
      const res = await get(admin, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_input', message });
    }
    expect((await get(hr, '?limit=2')).statusCode).toBe(403);
    expect((await get(people[0]!, '?limit=2')).statusCode).toBe(403);
  });
});
