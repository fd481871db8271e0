import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf, ORG_MESSAGES, PEOPLE_MESSAGES, type Employee, type PlacementView } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { form } from '../../test/upload-fixtures.ts';

/**
 * The Add Employee form's placement (issue 42, part 2): department, designation, location and manager saved
 * with the account in one transaction, from the joining date; an unknown one refuses the whole create.
 */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let manager: TestUser;
let sales: string;
let pune: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  manager = await createUser(ctx, { role: 'Employee', name: 'Meena Iyer' });
  const unit = async (path: string, payload: object) => {
    const res = await ctx.app.inject({ method: 'POST', url: path, headers: bearer(admin), payload });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };
  sales = await unit('/api/admin/departments', { name: 'Sales' });
  pune = await unit('/api/admin/locations', { name: 'Pune office', state: 'MH' });
});
afterAll(() => ctx.close());

const add = (user: TestUser, area: 'admin' | 'hr', fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${area}/employees`,
    headers: bearer(user),
    payload: form({ password: 'secret-pass', ...fields }) as never,
  });
const people = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/admin/employees', headers: bearer(admin) })).json<
    Employee[]
  >().length;

describe('Add Employee with a placement', () => {
  it('saves the department, location and manager from the joining date with the account (Admin and HR)', async () => {
    for (const [user, area, email] of [
      [admin, 'admin', 'asha.rao@example.com'],
      [hr, 'hr', 'ravi.kumar@example.com'],
    ] as const) {
      const res = await add(user, area, {
        name: email,
        email,
        joinedOn: '2026-11-02',
        departmentId: sales,
        locationId: pune,
        managerId: manager.id,
        designationId: '',
      });
      expect(res.statusCode, res.body).toBe(201);
      const view = await ctx.app.inject({
        method: 'GET',
        url: `/api/org/people/${res.json<Employee>()._id}`,
        headers: bearer(admin),
      });
      expect(view.json<PlacementView>().history).toEqual([
        {
          effectiveFrom: '2026-11-02',
          department: { id: sales, name: 'Sales' },
          designation: null,
          location: { id: pune, name: 'Pune office' },
          manager: { id: manager.id, name: 'Meena Iyer' },
        },
      ]);
    }
  });

  it('refuses an unknown unit or manager (404) and a malformed id (400), and creates nobody', async () => {
    const before = await people();
    const unknown = await add(admin, 'admin', {
      name: 'Nobody',
      email: 'nobody@example.com',
      locationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json()).toEqual({ message: ORG_MESSAGES.notFound('location'), code: errorCodeOf(404) });
    const malformed = await add(admin, 'admin', {
      name: 'Nobody',
      email: 'nobody@example.com',
      managerId: 'not-an-id',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: PEOPLE_MESSAGES.unknownPlacement });
    expect(await people()).toBe(before);
  });
});
