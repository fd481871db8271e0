import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVALS_MESSAGES, EXIT_MESSAGES as M, type Exit } from '@hrms/shared';
import { approvalWorld, setFlow, type World } from '../../test/approvals-world.ts';
import { bearer, type TestUser } from '../../test/test-app.ts';

// A resignation through the Admin's approval flow (issue 43 with issue 42, docs/exit.md "Who accepts"). Rita
// reports to Mohan (an Employee), Xavier to Anil (Admin); Priya is HR. Friday 20 November 2026.
let w: World;
beforeAll(async () => {
  w = await approvalWorld();
});
afterAll(() => w.ctx.close());

const call = (by: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  w.ctx.app.inject({ method, url: `/api${url}`, headers: bearer(by), ...(payload ? { payload } : {}) });

async function resign(person: TestUser): Promise<Exit> {
  const res = await call(person, 'POST', '/exits/resignation', {
    lastWorkingDay: '2027-01-29',
    reason: 'Higher studies',
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Exit;
}
const withdraw = (person: TestUser, exit: Exit) => call(person, 'POST', `/exits/${exit.id}/withdraw`);
const teamOf = async (user: TestUser) =>
  ((await call(user, 'GET', '/exits/team')).json() as Exit[]).map((e) => e.id);

describe("flow 'hr' (a fresh install)", () => {
  it('a manager sees no resignation and cannot accept one; HR accepts as before', async () => {
    const exit = await resign(w.rita);
    expect(await teamOf(w.mohan)).toEqual([]);
    const refused = await call(w.mohan, 'POST', `/exits/${exit.id}/manager-accept`, {
      lastWorkingDay: '2027-01-29',
    });
    expect(refused.json()).toEqual({ message: APPROVALS_MESSAGES.notWaitingForYou, code: 'forbidden' });
    expect((await withdraw(w.rita, exit)).statusCode).toBe(200);
  });
});

describe("flow 'manager'", () => {
  beforeAll(() => setFlow(w, 'manager'));

  it('the reporting manager sees the resignation and accepts it with the last day: final', async () => {
    const exit = await resign(w.rita);
    expect(await teamOf(w.mohan)).toEqual([exit.id]);
    for (const stranger of [w.xavier, w.priya]) expect(await teamOf(stranger)).toEqual([]);
    expect(
      (await call(w.xavier, 'POST', `/exits/${exit.id}/manager-accept`, { lastWorkingDay: '2027-01-29' }))
        .statusCode,
    ).toBe(403);
    const accepted = await call(w.mohan, 'POST', `/exits/${exit.id}/manager-accept`, {
      lastWorkingDay: '2027-01-15',
    });
    expect(accepted.json()).toMatchObject({
      status: 'Accepted',
      lastWorkingDay: '2027-01-15',
      decidedByName: 'Mohan Das',
    });
    expect(await teamOf(w.mohan)).toEqual([]);
    const twice = await call(w.mohan, 'POST', `/exits/${exit.id}/manager-accept`, {
      lastWorkingDay: '2027-01-15',
    });
    expect(twice.json()).toEqual({ message: M.notSubmitted, code: 'conflict' });
  });
});

describe("flow 'manager-then-hr'", () => {
  beforeAll(() => setFlow(w, 'manager-then-hr'));

  it('the manager’s agreement moves it to HR, who accept it; the manager no longer sees it', async () => {
    const exit = await resign(w.xavier);
    expect(await teamOf(w.anil)).toEqual([exit.id]);
    const agreed = await call(w.anil, 'POST', `/exits/${exit.id}/manager-accept`, {
      lastWorkingDay: '2027-01-29',
    });
    expect(agreed.json()).toMatchObject({ status: 'Submitted' });
    expect(await teamOf(w.anil)).toEqual([]);
    const accepted = await call(w.priya, 'POST', `/exits/${exit.id}/accept`, {
      lastWorkingDay: '2027-01-29',
    });
    expect(accepted.json()).toMatchObject({ status: 'Accepted', decidedByName: 'Priya Shah' });
  });
});
