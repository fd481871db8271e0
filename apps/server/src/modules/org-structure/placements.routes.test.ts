import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_MESSAGES, type EmployeeListItem, type PlacementView, errorCodeOf } from '@hrms/shared';
import { auditLog, personPlacements } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// A person's dated placement (issue 42). The test clock stands at Friday 20 November 2026 in Kolkata.
let ctx: TestContext;
let hr: TestUser;
let admin: TestUser;
let asha: TestUser;
let ravi: TestUser;
let meena: TestUser;
let sales: string;
let pune: string;

beforeAll(async () => {
  ctx = await createTestApp();
  hr = await createUser(ctx, { role: 'HR', name: 'Priya Shah' });
  admin = await createUser(ctx, { role: 'Admin', name: 'Anil Mehta' });
  asha = await createUser(ctx, { role: 'Employee', name: 'Asha Rao' });
  ravi = await createUser(ctx, { role: 'Employee', name: 'Ravi Kumar' });
  meena = await createUser(ctx, { role: 'Employee', name: 'Meena Iyer' });
  const post = (url: string, payload: object) =>
    ctx.app
      .inject({ method: 'POST', url, headers: bearer(hr), payload })
      .then((r) => (r.json() as { id: string }).id);
  sales = await post('/api/hr/departments', { name: 'Sales' });
  pune = await post('/api/hr/locations', { name: 'Pune', state: 'MH' });
});
afterAll(() => ctx.close());

const place = (person: TestUser, payload: object, by: TestUser = hr) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/${by.role === 'Admin' ? 'admin' : 'hr'}/employees/${person.id}/placement`,
    headers: bearer(by),
    payload,
  });
const view = async (person: TestUser, by: TestUser = hr) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/org/people/${person.id}`, headers: bearer(by) })
  ).json() as PlacementView;

describe('a placement', () => {
  it('sets department, location and manager in one request, from today by default', async () => {
    const response = await place(asha, { departmentId: sales, locationId: pune, managerId: ravi.id });
    expect(response.statusCode).toBe(200);
    expect((response.json() as PlacementView).current).toEqual({
      effectiveFrom: '2026-11-20',
      department: { id: sales, name: 'Sales' },
      designation: null,
      location: { id: pune, name: 'Pune' },
      manager: { id: ravi.id, name: 'Ravi Kumar' },
    });
    const rows = await ctx.db.select().from(personPlacements).where(eq(personPlacements.userId, asha.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps the values a change leaves out, and a dated change waits for its date', async () => {
    await place(asha, { managerId: meena.id, effectiveFrom: '2026-12-01' });
    const seen = await view(asha);
    expect(seen.current.manager).toEqual({ id: ravi.id, name: 'Ravi Kumar' });
    expect(seen.history.map((h) => [h.effectiveFrom, h.manager?.name, h.department?.name])).toEqual([
      ['2026-11-20', 'Ravi Kumar', 'Sales'],
      ['2026-12-01', 'Meena Iyer', 'Sales'],
    ]);
  });

  it('refuses a person as their own manager (409)', async () => {
    const response = await place(asha, { managerId: asha.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: errorCodeOf(response.statusCode),
      message: ORG_MESSAGES.selfManager,
    });
  });

  it('refuses a manager below the person with the chain named (409), and writes nothing', async () => {
    await place(ravi, { managerId: meena.id });
    // Meena would report to Asha, who reports to Ravi, who reports to Meena.
    const response = await place(meena, { managerId: asha.id, departmentId: sales });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: errorCodeOf(response.statusCode),
      message:
        'Meena Iyer cannot report to Asha Rao: Asha Rao reports to Ravi Kumar, who reports to Meena Iyer.',
    });
    expect((await view(meena)).history).toEqual([]);
  });

  it('checks the loop on later dates as well: a change from 1 December meets the rows from then on', async () => {
    // From 1 December Asha reports to Meena; Meena cannot take Asha as manager from today either.
    const response = await place(meena, { managerId: asha.id });
    expect(response.statusCode).toBe(409);
  });

  it('answers 404 for an unknown person, unit or manager and changes nothing', async () => {
    const unknown = '7bcd0737-5b9f-443f-ade0-b6181f1e159c';
    expect((await place({ ...asha, id: unknown }, { managerId: null })).statusCode).toBe(404);
    const badLocation = await place(meena, { departmentId: sales, locationId: unknown });
    expect(badLocation.statusCode).toBe(404);
    expect(badLocation.json()).toEqual({
      code: errorCodeOf(badLocation.statusCode),
      message: ORG_MESSAGES.notFound('location'),
    });
    expect((await place(meena, { managerId: unknown })).json()).toEqual({
      code: 'not_found',
      message: ORG_MESSAGES.managerNotFound,
    });
    expect((await view(meena)).history).toEqual([]);
    expect((await place(meena, { managerId: 'nobody' })).statusCode).toBe(400);
    expect((await place(meena, { effectiveFrom: '2026-02-30' })).statusCode).toBe(400);
  });
});

describe('the employee list', () => {
  const list = async (query: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/hr/employees?fields=lean${query}`,
        headers: bearer(hr),
      })
    ).json() as EmployeeListItem[];

  it('filters by department, location and manager and shows them as columns', async () => {
    expect((await list(`&departmentId=${sales}`)).map((p) => p.name)).toEqual(['Asha Rao']);
    expect((await list(`&managerId=${ravi.id}&locationId=${pune}`)).map((p) => p.name)).toEqual(['Asha Rao']);
    const everyone = await list('');
    expect(everyone.find((p) => p._id === asha.id)?.placement).toEqual({
      department: 'Sales',
      designation: null,
      location: 'Pune',
      manager: 'Ravi Kumar',
    });
  });

  it('refuses a filter that is no id (400)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/hr/employees?departmentId=sales',
      headers: bearer(hr),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a manager who is deleted', () => {
  it('hands their reports to their own manager, audited', async () => {
    // Today: Asha -> Ravi -> Meena; from 1 December Asha -> Meena.
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/employees/${ravi.id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(200);
    const seen = await view(asha);
    expect(seen.current.manager).toEqual({ id: meena.id, name: 'Meena Iyer' });
    expect(seen.current.department).toEqual({ id: sales, name: 'Sales' });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'org.reports_handed_over'));
    expect(entry).toEqual(
      expect.objectContaining({
        entityId: ravi.id,
        before: { name: 'Ravi Kumar', reports: ['Asha Rao'] },
        after: { newManager: 'Meena Iyer', effectiveFrom: '2026-11-20' },
      }),
    );
  });

  it('hands them to nobody when the manager had none', async () => {
    await place(asha, { managerId: meena.id });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/employees/${meena.id}`,
      headers: bearer(admin),
    });
    const seen = await view(asha);
    expect(seen.current.manager).toBeNull();
    expect(seen.history.every((h) => h.manager === null)).toBe(true);
  });
});
