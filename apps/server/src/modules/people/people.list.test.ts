import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_LIST_MESSAGES, type EmployeeListItem } from '@hrms/shared';
import { attendance } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let asha: TestUser;
let newcomer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-20T04:00:00.000Z' }); // Friday 20 Nov 2026, 09:30 Kolkata
  admin = await createUser(ctx, { role: 'Admin', baseSalaryPaise: 9_000_000 });
  hr = await createUser(ctx, { role: 'HR' });
  asha = await createUser(ctx, { name: 'Asha Rao' });
  newcomer = await createUser(ctx, { name: 'New Person' });
  await ctx.db.insert(attendance).values([
    { userId: asha.id, date: '2026-09-30', status: 'Present' }, // before the window
    { userId: asha.id, date: '2026-10-01', status: 'Absent' }, // first day of the window
    { userId: asha.id, date: '2026-11-18', status: 'Sick Leave' },
    {
      userId: asha.id,
      date: '2026-11-17',
      status: 'Present',
      checkIn: new Date('2026-11-17T03:59:59.999Z'), // 09:29:59.999 in Kolkata
      checkOut: new Date('2026-11-17T12:30:30.000Z'), // 18:00:30
    },
    { userId: asha.id, date: '2026-11-30', status: 'Paid Leave' }, // approved leave ahead of today
    { userId: asha.id, date: '2026-12-01', status: 'Paid Leave' }, // after the window
    { userId: hr.id, date: '2026-11-19', status: 'Present' },
  ]);
  const punch = await ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${asha.id}/punch-in`,
    headers: bearer(asha),
  });
  expect(punch.statusCode).toBe(200);
});
afterAll(() => ctx.close());

const list = (caller: TestUser, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/${caller.role === 'Admin' ? 'admin' : 'hr'}/employees${query}`,
    headers: bearer(caller),
  });
const byId = (items: EmployeeListItem[], id: string) => items.find((item) => item._id === id)!;

describe('the employee list for the spec’s original client', () => {
  it.each([['Admin'], ['HR']])(
    'gives %s each person’s attendance of last month and this one, newest first',
    async (role) => {
      const res = await list(role === 'Admin' ? admin : hr);
      expect(res.statusCode).toBe(200);
      const items = res.json<EmployeeListItem[]>();
      // Issue 19's marks ride along (rows written straight to the table here: none late, corrected or timed).
      const unmarked = { late: false, workedMinutes: null, corrected: false, place: null };
      expect(byId(items, asha.id).attendance).toEqual([
        {
          _id: expect.any(String),
          date: '2026-11-30',
          checkIn: '--',
          checkOut: '--',
          status: 'Paid Leave',
          ...unmarked,
        },
        {
          _id: expect.any(String),
          date: '2026-11-20',
          checkIn: '09:30',
          checkOut: '--',
          status: 'Punched In',
          // A punch at 09:30 on the default shift (09:00, no grace) is late.
          ...unmarked,
          late: true,
        },
        {
          _id: expect.any(String),
          date: '2026-11-18',
          checkIn: '--',
          checkOut: '--',
          status: 'Sick Leave',
          ...unmarked,
        },
        {
          _id: expect.any(String),
          date: '2026-11-17',
          checkIn: '09:29',
          checkOut: '18:00',
          status: 'Present',
          ...unmarked,
        },
        {
          _id: expect.any(String),
          date: '2026-10-01',
          checkIn: '--',
          checkOut: '--',
          status: 'Absent',
          ...unmarked,
        },
      ]);
      expect(byId(items, hr.id).attendance).toEqual([expect.objectContaining({ date: '2026-11-19' })]);
      expect(byId(items, newcomer.id).attendance).toEqual([]);
      expect(items.every((item) => Array.isArray(item.attendance))).toBe(true);
    },
  );

  it('serves the same records, times included, as the person’s own list', async () => {
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${asha.id}/attendance`,
      headers: bearer(asha),
    });
    const inList = byId((await list(admin)).json(), asha.id).attendance!;
    const inWindow = own
      .json()
      .filter((record: { date: string }) => record.date >= '2026-10-01' && record.date <= '2026-11-30');
    expect(inWindow).toHaveLength(5);
    expect(inList).toEqual(inWindow);
  });

  it('leaves attendance out with ?fields=lean and changes nothing else', async () => {
    for (const caller of [admin, hr]) {
      const full = (await list(caller)).json<EmployeeListItem[]>();
      const lean = await list(caller, '?fields=lean');
      expect(lean.statusCode).toBe(200);
      const items = lean.json<EmployeeListItem[]>();
      expect(items.some((item) => 'attendance' in item)).toBe(false);
      expect(items).toEqual(full.map(({ attendance: _attendance, ...item }) => item));
      expect((await list(caller, '?fields=full')).json()).toEqual(full);
    }
    const forHr = (await list(hr, '?fields=lean')).json<EmployeeListItem[]>();
    expect(forHr.some((item) => 'baseSalary' in item || 'additionalDetails' in item)).toBe(false);
  });

  it.each([['?fields=bogus'], ['?fields='], ['?fields=LEAN'], ['?fields=lean&fields=full']])(
    'refuses %s with a clear message',
    async (query) => {
      const res = await list(admin, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_input', message: EMPLOYEE_LIST_MESSAGES.invalidFields });
    },
  );

  it('documents the parameter and the attendance list in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/admin/employees', '/api/hr/employees']) {
      const get = doc.paths[path].get;
      expect(get.parameters).toContainEqual(
        expect.objectContaining({
          in: 'query',
          name: 'fields',
          schema: expect.objectContaining({ enum: ['full', 'lean'] }),
        }),
      );
      // The answer is the spec's array, or a page when asked for one (docs/paging.md): the array branch.
      const schema = get.responses['200'].content['application/json'].schema;
      const item = (schema.anyOf ?? [schema]).find(
        (branch: { type?: string }) => branch.type === 'array',
      ).items;
      expect(item.properties.attendance.items.required).toEqual([
        '_id',
        'date',
        'checkIn',
        'checkOut',
        'status',
      ]);
    }
  });
});
