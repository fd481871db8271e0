import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_LIST_MESSAGES, PAGING_MESSAGES, type EmployeeListItem, type Page } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// The employee list, a page at a time (docs/paging.md); the whole list's answers are people.list.test.ts'.
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let employee: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-20T04:00:00.000Z' });
  admin = await createUser(ctx, { role: 'Admin', baseSalaryPaise: 9_000_000 });
  hr = await createUser(ctx, { role: 'HR' });
  employee = await createUser(ctx, { name: 'Asha Rao', email: 'asha@paging.test' });
  for (let i = 0; i < 7; i += 1) await createUser(ctx, { name: `Person ${i}`, email: `p${i}@paging.test` });
});
afterAll(() => ctx.close());

const list = (caller: TestUser, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/${caller.role === 'Admin' ? 'admin' : 'hr'}/employees${query}`,
    headers: bearer(caller),
  });

async function pages(caller: TestUser, query: string, limit: number, between?: () => Promise<void>) {
  const seen: EmployeeListItem[] = [];
  let cursor: string | null = null;
  do {
    const res = await list(caller, `?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<EmployeeListItem>>();
    seen.push(...page.rows);
    cursor = page.nextCursor;
    if (cursor) await between?.();
  } while (cursor);
  return seen;
}

describe('the employee list, a page at a time', () => {
  it.each([['Admin'], ['HR']])('pages %s’s list in Employee ID order, as the whole list', async (role) => {
    const caller = role === 'Admin' ? admin : hr;
    const whole = (await list(caller, '?fields=lean')).json<EmployeeListItem[]>();
    expect(Array.isArray(whole)).toBe(true);
    const first = (await list(caller, '?fields=lean&limit=3')).json<Page<EmployeeListItem>>();
    expect(first.total).toBe(whole.length);
    expect(first.rows).toEqual(whole.slice(0, 3));
    expect(await pages(caller, 'fields=lean', 3)).toEqual(whole);
  });

  it('keeps the viewer’s fields: salaries for the Admin only, attendance unless lean', async () => {
    const hrPage = (await list(hr, '?limit=50')).json<Page<EmployeeListItem>>();
    expect(hrPage.rows.every((item) => item.baseSalary === undefined && Array.isArray(item.attendance))).toBe(
      true,
    );
    const adminPage = (await list(admin, '?limit=50&fields=lean')).json<Page<EmployeeListItem>>();
    expect(
      adminPage.rows.every((item) => item.baseSalary !== undefined && item.attendance === undefined),
    ).toBe(true);
  });

  it('searches names and e-mails and narrows by role, paged or whole', async () => {
    const asha = (await list(admin, '?q=ASHA&fields=lean')).json<EmployeeListItem[]>();
    expect(asha.map((item) => item._id)).toEqual([employee.id]);
    const byEmail = (await list(admin, '?q=p3%40paging&limit=5')).json<Page<EmployeeListItem>>();
    expect(byEmail.rows.map((item) => item.name)).toEqual(['Person 3']);
    expect(byEmail.total).toBe(1);
    expect(byEmail.nextCursor).toBeNull();
    const underscore = (await list(admin, '?q=_&fields=lean')).json<EmployeeListItem[]>();
    expect(underscore).toEqual([]);
    const staff = (await list(hr, '?role=HR&fields=lean')).json<EmployeeListItem[]>();
    expect(staff.map((item) => item._id)).toEqual([hr.id]);
  });

  it('never repeats or skips a person while people are added between pages', async () => {
    const before = (await list(admin, '?fields=lean')).json<EmployeeListItem[]>();
    let added = 0;
    const seen = await pages(admin, 'fields=lean', 2, async () => {
      added += 1;
      await createUser(ctx, { name: `Newcomer ${added}` });
    });
    const ids = seen.map((item) => item._id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of before) expect(ids).toContain(item._id);
    expect(added).toBeGreaterThan(0);
  });

  it.each([
    ['limit=0', PAGING_MESSAGES.invalidLimit],
    ['limit=1000', PAGING_MESSAGES.invalidLimit],
    ['cursor=%%%', PAGING_MESSAGES.invalidCursor],
    [`cursor=${Buffer.from('["x"]').toString('base64url')}`, PAGING_MESSAGES.invalidCursor],
    ['role=Boss', EMPLOYEE_LIST_MESSAGES.invalidRole],
    [`q=${'x'.repeat(101)}`, PAGING_MESSAGES.invalidSearch],
    ['fields=everything&limit=2', EMPLOYEE_LIST_MESSAGES.invalidFields],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const res = await list(admin, `?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', message });
  });

  it('keeps the role rules: no Employee, each staff role under its own prefix', async () => {
    const asEmployee = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/employees?limit=2',
      headers: bearer(employee),
    });
    expect(asEmployee.statusCode).toBe(403);
    const hrAsAdmin = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/employees?limit=2',
      headers: bearer(hr),
    });
    expect(hrAsAdmin.statusCode).toBe(403);
  });
});
