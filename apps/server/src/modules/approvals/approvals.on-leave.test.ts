import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVALS_MESSAGES, type LeaveRequest } from '@hrms/shared';
import { bearer, type TestUser } from '../../test/test-app.ts';
import {
  approvalWorld,
  apply,
  decide,
  inject,
  ownView,
  queueOf,
  type World,
} from '../../test/approvals-world.ts';

/*
 * Automatic hand-over while a manager is on leave (issue 42, docs/organisation.md). Mohan (Rita's manager,
 * reporting to Anil) has approved leave on Monday 23 and Tuesday 24 November 2026; Anil (Admin) reports to
 * nobody and has approved leave on Thursday 26 November. Rita's and Mohan's requests are made on Friday 20.
 */
let w: World;
let ritas: LeaveRequest;
let mohans: LeaveRequest;
beforeAll(async () => {
  w = await approvalWorld();
  at('2026-11-20');
  await settings(true);
  await approvedLeave(w.mohan, '2026-11-23', '2026-11-24');
  await approvedLeave(w.anil, '2026-11-26', '2026-11-26');
  ritas = await apply(w, w.rita);
  mohans = await apply(w, w.mohan);
});
afterAll(() => w.ctx.close());

/** 00:00 (or 23:59 with `late`) in Kolkata on `day`. */
const at = (day: string, late = false) => {
  const start = Date.parse(`${day}T00:00:00+05:30`);
  w.ctx.clock.set(new Date(late ? start + 86_399_000 : start).toISOString());
};

async function settings(handOverOnLeave: boolean) {
  const res = await inject(w, w.anil, 'PUT', '/api/admin/approval-settings', {
    flow: 'manager',
    escalationDays: 30,
    handOverOnLeave,
  });
  expect(res.statusCode).toBe(200);
}

async function approvedLeave(user: TestUser, startDate: string, endDate: string) {
  const made = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${user.id}/leaves`,
    headers: bearer(user),
    payload: { type: 'Sick Leave', startDate, endDate }, // the spec's only type that spans days
  });
  expect(made.statusCode).toBe(201);
  const approved = await decide(w, w.priya, 'hr', (made.json() as LeaveRequest)._id, 'approve');
  expect(approved.statusCode).toBe(200);
}

async function delegate(whileOnLeave: boolean, delegateId: string, endDate = '2026-12-31') {
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/approvals/delegations',
    headers: bearer(w.mohan),
    payload: { delegateId, startDate: '2026-11-20', endDate, whileOnLeave },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; whileOnLeave?: boolean };
}

const end = (id: string) =>
  w.ctx.app.inject({ method: 'DELETE', url: `/api/approvals/delegations/${id}`, headers: bearer(w.mohan) });

const where = async (user: TestUser, request: LeaveRequest) => {
  const seen = await ownView(w, user, request._id);
  return `${seen.deciderKind}:${seen.currentDecider?.name ?? 'HR'}`;
};

describe("Rita's request while Mohan is on leave (his manager stands in)", () => {
  it.each([
    ['2026-11-22', true, 'manager:Mohan Das'], // 23:59 the day before his leave
    ['2026-11-23', false, 'cover:Anil Mehta'], // 00:00 on his first day
    ['2026-11-24', true, 'cover:Anil Mehta'], // 23:59 on his last day
    ['2026-11-25', false, 'manager:Mohan Das'], // 00:00 the day after
  ])('%s (late: %s) waits with %s', async (day, late, expected) => {
    at(day, late);
    expect(await where(w.rita, ritas)).toBe(expected);
  });

  it("is in the cover's queue, not the manager's; the cover decides", async () => {
    at('2026-11-23');
    expect((await queueOf(w, w.anil)).map((l) => l._id)).toContain(ritas._id);
    expect((await queueOf(w, w.mohan)).map((l) => l._id)).not.toContain(ritas._id);
    expect((await decide(w, w.mohan, 'approvals', ritas._id, 'approve')).statusCode).toBe(403);
    // The requester's screen text: "With Anil Mehta (covering while your manager is on leave) since ...".
    expect(APPROVALS_MESSAGES.waitingWith('Anil Mehta', APPROVALS_MESSAGES.relationCover, '20/11/2026')).toBe(
      'With Anil Mehta (covering while your manager is on leave) since 20/11/2026',
    );
    const fresh = await apply(w, w.rita);
    expect(await where(w.rita, fresh)).toBe('cover:Anil Mehta');
    expect((await decide(w, w.anil, 'approvals', fresh._id, 'approve')).statusCode).toBe(200);
    expect((await ownView(w, w.rita, fresh._id)).status).toBe('Approved');
  });
});

describe('who stands in', () => {
  it('the manager\'s standing "while I\'m on leave" delegate first, only on days of leave', async () => {
    const standing = await delegate(true, w.priya.id);
    expect(standing.whileOnLeave).toBe(true);
    at('2026-11-23');
    expect(await where(w.rita, ritas)).toBe('cover:Priya Shah');
    at('2026-11-25');
    expect(await where(w.rita, ritas)).toBe('manager:Mohan Das');
    expect((await end(standing.id)).statusCode).toBe(200);
  });

  it('a standing delegate who is the requester is passed over for the next manager', async () => {
    const standing = await delegate(true, w.rita.id);
    at('2026-11-23');
    expect(await where(w.rita, ritas)).toBe('cover:Anil Mehta');
    expect((await end(standing.id)).statusCode).toBe(200);
  });

  it('a delegation for dates wins over the hand-over', async () => {
    at('2026-11-20');
    const dated = await delegate(false, w.hema.id, '2026-11-23');
    at('2026-11-23');
    expect(await where(w.rita, ritas)).toBe('delegate:Hema Rao');
    at('2026-11-24');
    expect(await where(w.rita, ritas)).toBe('cover:Anil Mehta');
    expect((await end(dated.id)).statusCode).toBe(200);
  });

  it('a manager with no manager of their own hands over to HR', async () => {
    at('2026-11-26'); // Anil's day of leave: Mohan's request waits for HR
    expect(await where(w.mohan, mohans)).toBe('hr:HR');
    expect((await queueOf(w, w.anil)).map((l) => l._id)).not.toContain(mohans._id);
    at('2026-11-27');
    expect(await where(w.mohan, mohans)).toBe('manager:Anil Mehta');
  });
});

describe('off unless the Admin turns it on', () => {
  it('leaves the request with the manager on leave when the setting is off', async () => {
    await settings(false);
    const fresh = await inject(w, w.anil, 'GET', '/api/admin/approval-settings');
    expect(fresh.json()).toEqual({ flow: 'manager', escalationDays: 30, handOverOnLeave: false });
    const standing = await delegate(true, w.priya.id);
    at('2026-11-23');
    expect(await where(w.rita, ritas)).toBe('manager:Mohan Das');
    expect((await queueOf(w, w.priya)).map((l) => l._id)).not.toContain(ritas._id);
    expect((await end(standing.id)).statusCode).toBe(200);
    await settings(true);
  });
});
