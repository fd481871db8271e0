import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORG_MESSAGES,
  type Department,
  type OrgLocation,
  type OrgStructure,
  errorCodeOf,
} from '@hrms/shared';
import { auditLog } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Departments, designations and locations (issue 42): the test clock stands at Friday 20 November 2026.
let ctx: TestContext;
let hr: TestUser;
let admin: TestUser;
let asha: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  hr = await createUser(ctx, { role: 'HR', name: 'Priya Shah' });
  admin = await createUser(ctx, { role: 'Admin', name: 'Anil Mehta' });
  asha = await createUser(ctx, { role: 'Employee', name: 'Asha Rao' });
});
afterAll(() => ctx.close());

const send = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
const structure = async (user: TestUser = asha) =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/org/structure', headers: bearer(user) })
  ).json() as OrgStructure;

describe('a fresh install', () => {
  it('has one location, Head office, in the state the payroll settings name, and no departments', async () => {
    const before = await structure();
    expect(before.departments).toEqual([]);
    expect(before.designations).toEqual([]);
    expect(before.locations).toEqual([
      expect.objectContaining({ name: 'Head office', stateFromPayroll: true, peopleCount: 0 }),
    ]);
    const settings = (await ctx.app.services.payrollSettings.getSettings()).pt.defaultState;
    expect(before.locations[0]!.state).toBe(settings);
  });
});

describe('departments', () => {
  it('are added by HR and Admin with an optional head, and every signed-in person reads them', async () => {
    const created = await send(hr, 'POST', '/api/hr/departments', { name: 'Sales', headId: asha.id });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      name: 'Sales',
      head: { id: asha.id, name: 'Asha Rao' },
      peopleCount: 0,
    });
    expect((await send(admin, 'POST', '/api/admin/departments', { name: 'Accounts' })).statusCode).toBe(201);
    expect((await structure(asha)).departments.map((d) => d.name)).toEqual(['Accounts', 'Sales']);
  });

  it('refuses a name used twice, whatever its case (409), and changes nothing', async () => {
    const response = await send(hr, 'POST', '/api/hr/departments', { name: '  sALES ' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: errorCodeOf(response.statusCode),
      message: ORG_MESSAGES.duplicate('department', 'sALES'),
    });
    expect((await structure()).departments).toHaveLength(2);
  });

  it('answers 404 for an unknown id or head and 400 for a blank name', async () => {
    const unknown = '7bcd0737-5b9f-443f-ade0-b6181f1e159c';
    expect((await send(hr, 'PUT', `/api/hr/departments/${unknown}`, { name: 'X' })).statusCode).toBe(404);
    expect((await send(hr, 'DELETE', '/api/hr/departments/not-an-id')).statusCode).toBe(404);
    const badHead = await send(hr, 'POST', '/api/hr/departments', { name: 'Ops', headId: unknown });
    expect(badHead.json()).toEqual({
      code: errorCodeOf(badHead.statusCode),
      message: ORG_MESSAGES.headNotFound,
    });
    const blank = await send(hr, 'POST', '/api/hr/departments', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ code: errorCodeOf(blank.statusCode), message: ORG_MESSAGES.nameRequired });
  });

  it('refuses to delete one people belong to (409 with the count), and archives one only history names', async () => {
    const sales = (await structure()).departments.find((d) => d.name === 'Sales')!;
    await send(hr, 'PUT', `/api/hr/employees/${asha.id}/placement`, {
      departmentId: sales.id,
      effectiveFrom: '2026-11-01',
    });
    const refused = await send(hr, 'DELETE', `/api/hr/departments/${sales.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: errorCodeOf(refused.statusCode),
      message: ORG_MESSAGES.inUse('department', 'Sales', 1),
    });
    // Asha moves out from tomorrow: still in use (from a later date the placement differs, but today she is in it).
    await send(hr, 'PUT', `/api/hr/employees/${asha.id}/placement`, {
      departmentId: null,
      effectiveFrom: '2026-11-21',
    });
    expect((await send(hr, 'DELETE', `/api/hr/departments/${sales.id}`)).statusCode).toBe(409);
    // Out from today as well: nobody belongs to it now or later, so it goes (archived: November's row keeps it).
    await send(hr, 'PUT', `/api/hr/employees/${asha.id}/placement`, { departmentId: null });
    const removed = await send(hr, 'DELETE', `/api/hr/departments/${sales.id}`);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Department).name).toBe('Sales');
    expect((await structure()).departments.map((d) => d.name)).toEqual(['Accounts']);
    // The name is free again, and the past placement still shows it.
    expect((await send(hr, 'POST', '/api/hr/departments', { name: 'Sales' })).statusCode).toBe(201);
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/org/people/${asha.id}`,
      headers: bearer(asha),
    });
    expect(history.json().history[0].department).toEqual({ id: sales.id, name: 'Sales' });
  });

  it('records every change in the audit log', async () => {
    const actions = (await ctx.db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['org.department_create', 'org.department_delete', 'org.placement']),
    );
  });
});

describe('locations', () => {
  it('take an Indian state or union territory code and an address', async () => {
    const response = await send(admin, 'POST', '/api/admin/locations', {
      name: 'Bengaluru branch',
      state: 'ka',
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      pinCode: '560001',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(
      expect.objectContaining<Partial<OrgLocation>>({
        name: 'Bengaluru branch',
        state: 'KA',
        stateName: 'Karnataka',
        stateFromPayroll: false,
        addressLine1: '12 MG Road',
        addressLine2: null,
        pinCode: '560001',
      }),
    );
  });

  it('refuses a state that is not Indian with the list of codes (400)', async () => {
    const response = await send(hr, 'POST', '/api/hr/locations', { name: 'Dubai', state: 'DU' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: errorCodeOf(response.statusCode), message: ORG_MESSAGES.state });
    expect(ORG_MESSAGES.state).toContain('MH, MN');
  });
});

describe('designations', () => {
  it('are added, renamed and deleted by staff; an Employee is refused', async () => {
    const created = await send(hr, 'POST', '/api/hr/designations', { name: 'Engineer' });
    const id = (created.json() as { id: string }).id;
    expect((await send(hr, 'PUT', `/api/hr/designations/${id}`, { name: 'Senior Engineer' })).json()).toEqual(
      {
        id,
        name: 'Senior Engineer',
        peopleCount: 0,
      },
    );
    expect((await send(asha, 'POST', '/api/hr/designations', { name: 'Boss' })).statusCode).toBe(403);
    expect((await send(hr, 'DELETE', `/api/hr/designations/${id}`)).statusCode).toBe(200);
    expect((await structure()).designations).toEqual([]);
  });
});
