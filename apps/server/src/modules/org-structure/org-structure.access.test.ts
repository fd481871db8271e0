import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgChart, Team } from '@hrms/shared';
import { attendance } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/*
 * Who sees what of the structure (issue 42): a manager who is an Employee, an HR person who manages nobody
 * and a person in another branch of the tree. The matrix (authorization-matrix.org-structure.ts) covers roles.
 *
 *   Anil (Admin)
 *   ├── Mohan (Employee, manages)  ── Rita (Employee) ── Sunil (Employee)
 *   └── Xavier (Employee, another branch)
 *   Priya (HR, manages nobody)
 */
let ctx: TestContext;
let anil: TestUser;
let priya: TestUser;
let mohan: TestUser;
let rita: TestUser;
let sunil: TestUser;
let xavier: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  anil = await createUser(ctx, { role: 'Admin', name: 'Anil Mehta' });
  priya = await createUser(ctx, { role: 'HR', name: 'Priya Shah' });
  mohan = await createUser(ctx, { role: 'Employee', name: 'Mohan Das' });
  rita = await createUser(ctx, { role: 'Employee', name: 'Rita Paul' });
  sunil = await createUser(ctx, { role: 'Employee', name: 'Sunil Jain' });
  xavier = await createUser(ctx, { role: 'Employee', name: 'Xavier Dsouza' });
  const place = (person: TestUser, manager: TestUser) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/hr/employees/${person.id}/placement`,
      headers: bearer(priya),
      payload: { managerId: manager.id },
    });
  for (const [person, manager] of [
    [mohan, anil],
    [xavier, anil],
    [rita, mohan],
    [sunil, rita],
  ] as const) {
    expect((await place(person, manager)).statusCode).toBe(200);
  }
  await ctx.db.insert(attendance).values({
    userId: rita.id,
    date: ctx.app.services.orgTime.today(),
    checkIn: ctx.clock.now(),
    status: 'Punched In',
  });
});
afterAll(() => ctx.close());

const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user) });
const names = (nodes: { name: string }[]) => nodes.map((n) => n.name).sort();

describe('my team', () => {
  it("shows a manager who is an Employee their direct reports with today's attendance", async () => {
    const team = (await get(mohan, '/api/org/my-team')).json() as Team;
    expect(team.members).toEqual([
      expect.objectContaining({
        name: 'Rita Paul',
        depth: 1,
        todayStatus: 'Punched In',
        managerId: mohan.id,
      }),
    ]);
  });

  it('shows everyone below with scope=all, and never pay, documents or identity numbers', async () => {
    const response = await get(mohan, '/api/org/my-team?scope=all');
    const team = response.json() as Team;
    expect(team.members.map((m) => [m.name, m.depth])).toEqual([
      ['Rita Paul', 1],
      ['Sunil Jain', 2],
    ]);
    for (const member of team.members) {
      expect(Object.keys(member).sort()).toEqual([
        'department',
        'depth',
        'designation',
        'employeeId',
        'id',
        'location',
        'managerId',
        'name',
        'todayStatus',
      ]);
    }
  });

  it('is empty for an HR person who manages nobody and for someone at the bottom', async () => {
    expect(((await get(priya, '/api/org/my-team')).json() as Team).members).toEqual([]);
    expect(((await get(sunil, '/api/org/my-team')).json() as Team).members).toEqual([]);
  });

  it('answers each of several managers asking at once with their own team only (one batched read)', async () => {
    const asked = [anil, mohan, rita, sunil, anil, mohan] as const;
    const [direct, all] = await Promise.all([
      Promise.all(asked.map((person) => get(person, '/api/org/my-team'))),
      Promise.all(asked.map((person) => get(person, '/api/org/my-team?scope=all'))),
    ]);
    const teamOf = (response: { json: () => unknown }) =>
      (response.json() as Team).members.map((m) => `${m.name}/${m.depth}`);
    expect(direct.map(teamOf)).toEqual([
      ['Mohan Das/1', 'Xavier Dsouza/1'],
      ['Rita Paul/1'],
      ['Sunil Jain/1'],
      [],
      ['Mohan Das/1', 'Xavier Dsouza/1'],
      ['Rita Paul/1'],
    ]);
    expect(all.map(teamOf)).toEqual([
      ['Mohan Das/1', 'Xavier Dsouza/1', 'Rita Paul/2', 'Sunil Jain/3'],
      ['Rita Paul/1', 'Sunil Jain/2'],
      ['Sunil Jain/1'],
      [],
      ['Mohan Das/1', 'Xavier Dsouza/1', 'Rita Paul/2', 'Sunil Jain/3'],
      ['Rita Paul/1', 'Sunil Jain/2'],
    ]);
  });

  it('refuses a scope it does not know (400)', async () => {
    expect((await get(mohan, '/api/org/my-team?scope=everyone')).statusCode).toBe(400);
  });
});

describe('the org chart', () => {
  it('shows Admin and HR the whole organisation', async () => {
    const chart = (await get(priya, '/api/org/chart')).json() as OrgChart;
    expect(chart.scope).toBe('organisation');
    expect(names(chart.nodes)).toEqual(names([anil, priya, mohan, rita, sunil, xavier]));
  });

  it('shows an Employee their manager chain and everyone below them, not another branch', async () => {
    const chart = (await get(mohan, '/api/org/chart')).json() as OrgChart;
    expect(chart.scope).toBe('branch');
    expect(names(chart.nodes)).toEqual(names([anil, mohan, rita, sunil]));
    const other = (await get(xavier, '/api/org/chart')).json() as OrgChart;
    expect(names(other.nodes)).toEqual(names([anil, xavier]));
  });
});

describe("a person's placement", () => {
  it('is read by the person and anyone above them', async () => {
    expect((await get(sunil, `/api/org/people/${sunil.id}`)).statusCode).toBe(200);
    expect((await get(rita, `/api/org/people/${sunil.id}`)).statusCode).toBe(200);
    expect((await get(mohan, `/api/org/people/${sunil.id}`)).statusCode).toBe(200);
  });

  it('is refused to someone below, to another branch, and the manager cannot change it (403)', async () => {
    expect((await get(sunil, `/api/org/people/${mohan.id}`)).statusCode).toBe(403);
    expect((await get(xavier, `/api/org/people/${rita.id}`)).statusCode).toBe(403);
    const write = await ctx.app.inject({
      method: 'PUT',
      url: `/api/hr/employees/${rita.id}/placement`,
      headers: bearer(mohan),
      payload: { managerId: null },
    });
    expect(write.statusCode).toBe(403);
  });

  it('is read by an HR person who manages nobody (staff read everyone)', async () => {
    expect((await get(priya, `/api/org/people/${sunil.id}`)).statusCode).toBe(200);
  });
});
