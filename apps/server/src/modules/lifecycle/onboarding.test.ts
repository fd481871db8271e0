import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PEOPLE_IMPORT_COLUMNS, type OnboardingItem } from '@hrms/shared';
import { tasks, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { form } from '../../test/upload-fixtures.ts';

/**
 * The onboarding checklist becomes tasks when a person is added or imported (issue 43, docs/lifecycle.md). The
 * clock stands at Friday 20 November 2026.
 */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let manager: TestUser;

const checklist = [
  { title: 'Upload your PAN card', owner: 'Person', dueDays: 0 },
  { title: 'Issue a laptop', owner: 'HR', dueDays: 2 },
  { title: 'First week plan', owner: 'Manager', dueDays: 7 },
];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin', name: 'Anil Mehta' });
  hr = await createUser(ctx, { role: 'HR', name: 'Priya Shah' });
  manager = await createUser(ctx, { name: 'Meena Iyer' });
});
afterAll(() => ctx.close());

const tasksOf = (userId: string) =>
  ctx.db
    .select({ title: tasks.title, date: tasks.date, createdByName: tasks.createdByName })
    .from(tasks)
    .where(eq(tasks.assignedTo, userId))
    .orderBy(tasks.date, tasks.title);
const idOf = async (email: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const addPerson = (fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/hr/employees',
    headers: bearer(hr),
    payload: form({ password: 'secret-pass', role: 'Employee', ...fields }) as never,
  });

describe('a fresh install (no checklist)', () => {
  it('adding a person makes no task', async () => {
    const res = await addPerson({ name: 'Kiran Das', email: 'kiran@onboard.test', joinedOn: '2026-11-23' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await tasksOf(await idOf('kiran@onboard.test'))).toEqual([]);
    expect(await tasksOf(hr.id)).toEqual([]);
  });
});

describe('with a checklist', () => {
  beforeAll(async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/lifecycle/settings',
      headers: bearer(admin),
      payload: { probationMonths: null, checklist },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a bad item is refused with the message (400)', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/lifecycle/settings',
      headers: bearer(admin),
      payload: { probationMonths: null, checklist: [{ title: 'X', owner: 'Boss', dueDays: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Choose the owner: HR, Manager, Person.' });
  });

  it('adding a person gives each owner their task, due from the joining date', async () => {
    const res = await addPerson({
      name: 'Asha Rao',
      email: 'asha@onboard.test',
      joinedOn: '2026-11-30',
      managerId: manager.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const asha = await idOf('asha@onboard.test');
    expect(await tasksOf(asha)).toEqual([
      { title: 'Upload your PAN card', date: '2026-11-30', createdByName: 'Onboarding checklist' },
    ]);
    expect(await tasksOf(hr.id)).toEqual([
      { title: 'Issue a laptop: Asha Rao', date: '2026-12-02', createdByName: 'Onboarding checklist' },
    ]);
    expect(await tasksOf(manager.id)).toEqual([
      { title: 'First week plan: Asha Rao', date: '2026-12-07', createdByName: 'Onboarding checklist' },
    ]);
    // The Admin is not HR: no task while an HR person exists.
    expect(await tasksOf(admin.id)).toEqual([]);
  });

  it('the person’s own open items are listed for their Home (the person, HR; not another employee)', async () => {
    const asha = await idOf('asha@onboard.test');
    const items = await ctx.app.inject({
      method: 'GET',
      url: `/api/lifecycle/people/${asha}/onboarding`,
      headers: bearer(hr),
    });
    expect(
      (items.json() as OnboardingItem[]).map(({ title, dueOn, status }) => ({ title, dueOn, status })),
    ).toEqual([{ title: 'Upload your PAN card', dueOn: '2026-11-30', status: 'Pending' }]);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/lifecycle/people/${asha}/onboarding`,
      headers: bearer(manager),
    });
    expect(other.statusCode).toBe(403);
  });

  it('an import makes the tasks too; without a manager the manager’s item goes to HR', async () => {
    const header = [...PEOPLE_IMPORT_COLUMNS];
    const row: Record<string, string> = {
      name: 'Ravi Kumar',
      email: 'ravi@onboard.test',
      role: 'Employee',
      joinedOn: '2026-11-16',
    };
    const body = Buffer.from(
      [header.join(','), header.map((c) => row[c] ?? '').join(',')].join('\r\n'),
      'utf8',
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/imports/people?dryRun=false',
      headers: { ...bearer(hr), 'content-type': 'text/csv' },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, problems: [] });
    const ravi = await idOf('ravi@onboard.test');
    expect(await tasksOf(ravi)).toEqual([
      { title: 'Upload your PAN card', date: '2026-11-16', createdByName: 'Onboarding checklist' },
    ]);
    expect((await tasksOf(hr.id)).map((t) => [t.title, t.date])).toEqual([
      ['Issue a laptop: Ravi Kumar', '2026-11-18'],
      ['First week plan: Ravi Kumar', '2026-11-23'],
      ['Issue a laptop: Asha Rao', '2026-12-02'],
    ]);
  });
});
