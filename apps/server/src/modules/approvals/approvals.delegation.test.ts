import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVALS_MESSAGES, type DelegationsView } from '@hrms/shared';
import { bearer } from '../../test/test-app.ts';
import {
  approvalWorld,
  apply,
  decide,
  ownView,
  queueOf,
  setFlow,
  type World,
} from '../../test/approvals-world.ts';

/*
 * Delegation boundaries and escalation with the injected clock (issue 42). The clock starts on Friday
 * 20 November 2026, 10:00 in Kolkata; Sunday is the weekly off. Each test sets the clock it needs.
 */
let w: World;
beforeAll(async () => {
  w = await approvalWorld();
  await setFlow(w, 'manager', 3);
});
afterAll(() => w.ctx.close());

/** 10:00 in Kolkata on `day`; `late`: 23:59 the same day. */
const at = (day: string, late = false) => w.ctx.clock.set(`${day}T${late ? '18:29:00' : '04:30:00'}.000Z`);

describe('delegation', () => {
  it('moves waiting requests to the delegate from the start date to the end date, both inclusive', async () => {
    at('2026-11-20');
    const leave = await apply(w, w.rita);
    const made = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/approvals/delegations',
      headers: bearer(w.mohan),
      payload: { delegateId: w.anil.id, startDate: '2026-11-23', endDate: '2026-11-24' },
    });
    expect(made.statusCode).toBe(201);
    const decider = async () => (await ownView(w, w.rita, leave._id)).currentDecider?.name;

    at('2026-11-22', true); // 23:59 the day before: still the manager
    expect(await decider()).toBe('Mohan Das');
    at('2026-11-23'); // the start date
    expect(await decider()).toBe('Anil Mehta');
    expect((await ownView(w, w.rita, leave._id)).deciderKind).toBe('delegate');
    expect((await queueOf(w, w.anil)).map((l) => l._id)).toContain(leave._id);
    expect(await queueOf(w, w.mohan)).toEqual([]);
    expect((await decide(w, w.mohan, 'approvals', leave._id, 'approve')).statusCode).toBe(403);
    at('2026-11-24', true); // the end date, 23:59
    expect(await decider()).toBe('Anil Mehta');
    at('2026-11-25'); // the day after: back with the manager
    expect(await decider()).toBe('Mohan Das');
    expect((await decide(w, w.mohan, 'approvals', leave._id, 'reject')).statusCode).toBe(200);
  });

  it("lists the caller's delegations and refuses bad ones", async () => {
    at('2026-11-20');
    const post = (payload: object) =>
      w.ctx.app.inject({
        method: 'POST',
        url: '/api/approvals/delegations',
        headers: bearer(w.mohan),
        payload,
      });
    const self = await post({ delegateId: w.mohan.id, startDate: '2026-11-20', endDate: '2026-11-21' });
    expect(self.json()).toEqual({ message: APPROVALS_MESSAGES.delegateSelf, code: 'invalid_input' });
    const backwards = await post({ delegateId: w.anil.id, startDate: '2026-11-22', endDate: '2026-11-21' });
    expect(backwards.statusCode).toBe(400);
    // Xavier is in another branch and no HR/Admin: not someone Mohan can pick.
    const stranger = await post({ delegateId: w.xavier.id, startDate: '2026-11-20', endDate: '2026-11-21' });
    expect(stranger.statusCode).toBe(404);
    const view = (
      await w.ctx.app.inject({ method: 'GET', url: '/api/approvals/delegations', headers: bearer(w.mohan) })
    ).json() as DelegationsView;
    expect(view.options.map((p) => p.name)).toEqual(['Anil Mehta', 'Hema Rao', 'Priya Shah', 'Rita Paul']);
    expect(view.delegations.map((d) => d.delegateName)).toEqual(['Anil Mehta']);
  });
});

describe('oversight and ending a delegation', () => {
  it("shows HR and the Admin everyone's delegations; only the delegator ends one", async () => {
    at('2026-11-20');
    const made = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/approvals/delegations',
      headers: bearer(w.mohan),
      payload: { delegateId: w.priya.id, startDate: '2026-11-30', endDate: '2026-12-02' },
    });
    expect(made.statusCode).toBe(201);
    const id = (made.json() as { id: string }).id;
    const all = async (user: typeof w.mohan) =>
      w.ctx.app.inject({ method: 'GET', url: '/api/approvals/delegations/all', headers: bearer(user) });
    expect((await all(w.mohan)).statusCode).toBe(403);
    expect((await all(w.priya)).json()).toEqual(
      expect.arrayContaining([
        {
          id,
          delegatorId: w.mohan.id,
          delegatorName: 'Mohan Das',
          delegateId: w.priya.id,
          delegateName: 'Priya Shah',
          startDate: '2026-11-30',
          endDate: '2026-12-02',
        },
      ]),
    );
    const remove = (user: typeof w.mohan) =>
      w.ctx.app.inject({ method: 'DELETE', url: `/api/approvals/delegations/${id}`, headers: bearer(user) });
    // Not even the Admin ends someone else's: it is always the caller's own.
    expect((await remove(w.anil)).statusCode).toBe(404);
    expect((await remove(w.mohan)).statusCode).toBe(200);
    expect(((await all(w.anil)).json() as { id: string }[]).map((d) => d.id)).not.toContain(id);
  });
});

describe('escalation', () => {
  it('marks a request escalated after N working days (Sunday not counted)', async () => {
    at('2026-11-20'); // Friday
    const leave = await apply(w, w.rita);
    const escalated = async (day: string) => {
      at(day);
      return (await ownView(w, w.rita, leave._id)).escalated;
    };
    expect(await escalated('2026-11-21')).toBe(false); // Saturday: 1
    expect(await escalated('2026-11-23')).toBe(false); // Monday: 2 (Sunday off)
    expect(await escalated('2026-11-24')).toBe(true); // Tuesday: 3
    const hrList = await w.ctx.app.inject({
      method: 'GET',
      url: '/api/hr/leave-requests',
      headers: bearer(w.priya),
    });
    expect(hrList.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: leave._id, escalated: true })]),
    );
  });
});

describe("escalation on the requester's location calendar", () => {
  it('counts working days by the location the requester works at (Saturday and Sunday off there)', async () => {
    at('2026-11-20'); // Friday
    const admin = bearer(w.anil);
    const created = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/admin/locations',
      headers: admin,
      payload: { name: 'Bengaluru', state: 'KA' },
    });
    expect(created.statusCode).toBe(201);
    const locationId = (created.json() as { id: string }).id;
    const week = await w.ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/work-week',
      headers: admin,
      payload: { weeklyOff: [0, 6], nthWeekOff: [], effectiveFrom: '2026-11-20', locationId },
    });
    expect(week.statusCode).toBe(200);
    const placed = await w.ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/employees/${w.xavier.id}/placement`,
      headers: admin,
      payload: { locationId, effectiveFrom: '2026-11-20' },
    });
    expect(placed.statusCode).toBe(200);
    const leave = await apply(w, w.xavier);
    const escalated = async (day: string) => {
      at(day);
      return (await ownView(w, w.xavier, leave._id)).escalated;
    };
    expect(await escalated('2026-11-23')).toBe(false); // Monday: 1 (Saturday and Sunday off there)
    expect(await escalated('2026-11-24')).toBe(false); // Tuesday: 2 (the organisation's count would be 3)
    expect(await escalated('2026-11-25')).toBe(true); // Wednesday: 3
  });
});
