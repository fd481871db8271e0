import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVALS_MESSAGES, FOUR_EYES_MESSAGES, type LeaveRequest } from '@hrms/shared';
import {
  approvalWorld,
  apply,
  decide,
  inject,
  ownView,
  queueOf,
  setFlow,
  type World,
} from '../../test/approvals-world.ts';

/*
 * Table tests per flow setting (issue 42, docs/organisation.md "Approval flows"), through the API: who decides,
 * the override mark, manager-then-hr's two steps, and nobody deciding their own request at any step. The
 * relation is walked with a manager who is an Employee (Mohan), an HR who manages nobody (Priya) and a person
 * in another branch (Xavier).
 */
let w: World;
beforeAll(async () => {
  w = await approvalWorld();
});
afterAll(() => w.ctx.close());

describe("flow 'hr' (a fresh install)", () => {
  it('answers the default setting and the spec shape: no approval fields, managers decide nothing', async () => {
    const settings = await inject(w, w.anil, 'GET', '/api/admin/approval-settings');
    expect(settings.json()).toEqual({ flow: 'hr', escalationDays: 3 });
    const leave = await apply(w, w.rita);
    expect(Object.keys(leave)).not.toContain('currentDecider');
    expect(await queueOf(w, w.mohan)).toEqual([]);
    const refused = await decide(w, w.mohan, 'approvals', leave._id, 'approve');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: APPROVALS_MESSAGES.notWaitingForYou, code: 'forbidden' });
    const approved = await decide(w, w.priya, 'hr', leave._id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).not.toHaveProperty('override');
  });
});

describe("flow 'manager'", () => {
  beforeAll(() => setFlow(w, 'manager'));

  it("puts a report's request with their manager (an Employee), who approves it", async () => {
    const leave = await apply(w, w.rita);
    expect(leave).toMatchObject({
      step: 1,
      deciderKind: 'manager',
      currentDecider: { id: w.mohan.id, name: 'Mohan Das' },
      escalated: false,
    });
    expect((await queueOf(w, w.mohan)).map((l) => l._id)).toEqual([leave._id]);
    for (const stranger of [w.priya, w.xavier, w.anil]) expect(await queueOf(w, stranger)).toEqual([]);
    for (const stranger of [w.priya, w.xavier])
      expect((await decide(w, stranger, 'approvals', leave._id, 'approve')).statusCode).toBe(403);
    const approved = await decide(w, w.mohan, 'approvals', leave._id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'Approved' });
    expect(approved.json()).not.toHaveProperty('override');
  });

  it('answers managers asking at once from one batch, each with their own queue', async () => {
    const ritas = await apply(w, w.rita);
    const priyas = await apply(w, w.priya);
    const [mohans, anils, xaviers] = await Promise.all([w.mohan, w.anil, w.xavier].map((m) => queueOf(w, m)));
    expect(mohans!.map((l) => l._id)).toContain(ritas._id);
    expect(mohans!.map((l) => l._id)).not.toContain(priyas._id);
    expect(anils!.map((l) => l._id)).toContain(priyas._id);
    expect(anils!.map((l) => l._id)).not.toContain(ritas._id);
    expect(xaviers).toEqual([]);
    for (const [who, id] of [
      [w.mohan, ritas._id],
      [w.anil, priyas._id],
    ] as const)
      expect((await decide(w, who, 'approvals', id, 'reject')).statusCode).toBe(200);
  });

  it('marks an HR decision on a request waiting for a manager as an override', async () => {
    const leave = await apply(w, w.rita);
    const res = await decide(w, w.priya, 'hr', leave._id, 'reject');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Rejected', override: true });
    expect(await ownView(w, w.rita, leave._id)).toMatchObject({ override: true });
  });

  it("sends an HR person's own request to their manager, never to themself", async () => {
    const leave = await apply(w, w.priya);
    expect(leave.currentDecider).toEqual({ id: w.anil.id, name: 'Anil Mehta' });
    const own = await decide(w, w.priya, 'hr', leave._id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: FOUR_EYES_MESSAGES.ownLeaveDecision, code: 'forbidden' });
    expect((await decide(w, w.priya, 'approvals', leave._id, 'approve')).statusCode).toBe(403);
    expect((await queueOf(w, w.anil)).map((l) => l._id)).toContain(leave._id);
    expect((await decide(w, w.anil, 'approvals', leave._id, 'approve')).statusCode).toBe(200);
  });

  it('sends a request of someone with no manager to HR (any HR or Admin but the requester)', async () => {
    const leave = await apply(w, w.hema);
    expect(leave).toMatchObject({ deciderKind: 'hr', currentDecider: null });
    expect((await decide(w, w.hema, 'hr', leave._id, 'approve')).statusCode).toBe(403);
    const res = await decide(w, w.priya, 'hr', leave._id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('override');
  });
});

describe("flow 'manager-then-hr'", () => {
  beforeAll(() => setFlow(w, 'manager-then-hr'));

  it("moves the manager's approval to HR, whose approval ends it", async () => {
    const leave = await apply(w, w.rita);
    const moved = await decide(w, w.mohan, 'approvals', leave._id, 'approve');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'Pending',
      step: 2,
      deciderKind: 'hr',
      currentDecider: null,
    });
    expect(await queueOf(w, w.mohan)).toEqual([]);
    expect((await decide(w, w.mohan, 'approvals', leave._id, 'approve')).statusCode).toBe(403);
    const hrList = (await inject(w, w.priya, 'GET', '/api/hr/leave-requests')).json() as LeaveRequest[];
    expect(hrList.find((l) => l._id === leave._id)).toMatchObject({ step: 2, deciderKind: 'hr' });
    const done = await decide(w, w.priya, 'hr', leave._id, 'approve');
    expect(done.json()).toMatchObject({ status: 'Approved' });
    expect(done.json()).not.toHaveProperty('override');
  });

  it("ends the request on the manager's rejection", async () => {
    const leave = await apply(w, w.rita);
    const res = await decide(w, w.mohan, 'approvals', leave._id, 'reject');
    expect(res.json()).toMatchObject({ status: 'Rejected' });
  });

  it("lets HR decide at the manager's step, as a final override", async () => {
    const leave = await apply(w, w.rita);
    const res = await decide(w, w.hema, 'hr', leave._id, 'approve');
    expect(res.json()).toMatchObject({ status: 'Approved', override: true });
  });
});
