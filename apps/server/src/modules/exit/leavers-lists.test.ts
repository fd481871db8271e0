import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceSheet, OrgChart, Team } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Lists that read people directly leave former employees out after their last working day, as the employee list
// does (issue 43, docs/exit.md "After the last day"). The clock stands at Friday 20 November 2026. Mohan manages
// Rita (last day Wednesday 18 November) and Xavier (last day today); Rita managed Sunil.
let ctx: TestContext;
let anil: TestUser;
let priya: TestUser;
let mohan: TestUser;

const get = (user: TestUser, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(user) });
const names = (items: { name: string }[]) => items.map((n) => n.name).sort();
const sheetNames = (sheet: AttendanceSheet) => sheet.rows.map((row) => row.employeeName).sort();

beforeAll(async () => {
  ctx = await createTestApp();
  anil = await createUser(ctx, { role: 'Admin', name: 'Anil Mehta' });
  priya = await createUser(ctx, { role: 'HR', name: 'Priya Shah' });
  mohan = await createUser(ctx, { name: 'Mohan Das' });
  const rita = await createUser(ctx, { name: 'Rita Paul' });
  const sunil = await createUser(ctx, { name: 'Sunil Jain' });
  const xavier = await createUser(ctx, { name: 'Xavier Dsouza' });
  for (const [person, manager] of [
    [mohan, anil],
    [rita, mohan],
    [xavier, mohan],
    [sunil, rita],
  ] as const) {
    const placed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/hr/employees/${person.id}/placement`,
      headers: bearer(priya),
      payload: { managerId: manager.id },
    });
    expect(placed.statusCode, placed.body).toBe(200);
  }
  for (const [person, lastWorkingDay] of [
    [rita, '2026-11-18'],
    [xavier, '2026-11-20'],
  ] as const) {
    const recorded = await ctx.app.inject({
      method: 'POST',
      url: `/api/exits/people/${person.id}`,
      headers: bearer(priya),
      payload: { kind: 'Termination', lastWorkingDay, reason: 'Position closed' },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
  }
});
afterAll(() => ctx.close());

describe('after the last working day', () => {
  it('My Team leaves out a report who has left; one on their last day stays; the walk goes on through the leaver', async () => {
    const direct = (await get(mohan, '/org/my-team')).json() as Team;
    expect(names(direct.members)).toEqual(['Xavier Dsouza']);
    const all = (await get(mohan, '/org/my-team?scope=all')).json() as Team;
    expect(names(all.members)).toEqual(['Sunil Jain', 'Xavier Dsouza']);
  });

  it('the org chart leaves the leaver out; their report hangs from the top; a branch leaves them out too', async () => {
    const chart = (await get(priya, '/org/chart')).json() as OrgChart;
    expect(names(chart.nodes)).toEqual([
      'Anil Mehta',
      'Mohan Das',
      'Priya Shah',
      'Sunil Jain',
      'Xavier Dsouza',
    ]);
    expect(chart.nodes.find((n) => n.name === 'Sunil Jain')?.managerId).toBeNull();
    const branch = (await get(mohan, '/org/chart')).json() as OrgChart;
    expect(names(branch.nodes)).toEqual(['Anil Mehta', 'Mohan Das', 'Sunil Jain', 'Xavier Dsouza']);
  });

  it('the attendance sheet keeps the leaver in their exit month and leaves them out of the months after it', async () => {
    const sheet = (month: string) => get(anil, `/admin/attendance-sheet?month=${month}`);
    const november = (await sheet('2026-11')).json() as AttendanceSheet;
    expect(sheetNames(november)).toEqual(expect.arrayContaining(['Rita Paul', 'Xavier Dsouza']));
    const december = await sheet('2026-12');
    expect(december.statusCode, december.body).toBe(200);
    const rows = sheetNames(december.json() as AttendanceSheet);
    // Xavier's last day is 20 November: December is after it too.
    expect(rows).toEqual(['Anil Mehta', 'Mohan Das', 'Priya Shah', 'Sunil Jain']);
    const paged = (await sheet('2026-12&limit=50')).json() as AttendanceSheet & { total: number };
    expect(paged.total).toBe(rows.length);
    expect(sheetNames(paged)).toEqual(rows);
  });
});
