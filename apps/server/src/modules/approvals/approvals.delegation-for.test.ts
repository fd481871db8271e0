import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVALS_MESSAGES, type DelegationOfAnyone } from '@hrms/shared';
import { auditLog } from '../../db/schema/index.ts';
import { bearer, type TestUser } from '../../test/test-app.ts';
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
 * HR and the Admin set (and end) a delegation for any manager (issue 42), on the rules of one's own: dates in
 * order and not ended, never to the delegator themselves, both people known; audited. The clock starts on
 * Friday 20 November 2026, 10:00 in Kolkata.
 */
let w: World;
beforeAll(async () => {
  w = await approvalWorld();
  await setFlow(w, 'manager', 3);
});
afterAll(() => w.ctx.close());

const at = (day: string) => w.ctx.clock.set(`${day}T04:30:00.000Z`);
const setFor = (user: TestUser, payload: object) =>
  w.ctx.app.inject({ method: 'POST', url: '/api/approvals/delegations/all', headers: bearer(user), payload });
const endAny = (user: TestUser, id: string) =>
  w.ctx.app.inject({ method: 'DELETE', url: `/api/approvals/delegations/all/${id}`, headers: bearer(user) });

describe("HR sets a manager's delegation", () => {
  it("moves the manager's waiting requests to the delegate, and ending it brings them back", async () => {
    at('2026-11-20');
    const leave = await apply(w, w.rita);
    const made = await setFor(w.priya, {
      delegatorId: w.mohan.id,
      delegateId: w.xavier.id, // anyone: HR's view of the org chart is everyone
      startDate: '2026-11-20',
      endDate: '2026-11-27',
    });
    expect(made.statusCode).toBe(201);
    const delegation = made.json() as DelegationOfAnyone;
    expect(delegation).toEqual({
      id: expect.any(String),
      delegatorId: w.mohan.id,
      delegatorName: 'Mohan Das',
      delegateId: w.xavier.id,
      delegateName: 'Xavier Dsouza',
      startDate: '2026-11-20',
      endDate: '2026-11-27',
    });
    expect((await ownView(w, w.rita, leave._id)).currentDecider?.name).toBe('Xavier Dsouza');
    expect((await queueOf(w, w.xavier)).map((l) => l._id)).toEqual([leave._id]);
    // The manager sees it in his own list too, and may end it himself.
    const own = await w.ctx.app.inject({
      method: 'GET',
      url: '/api/approvals/delegations',
      headers: bearer(w.mohan),
    });
    expect((own.json() as { delegations: { id: string }[] }).delegations.map((d) => d.id)).toEqual([
      delegation.id,
    ]);

    const [entry] = await w.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, delegation.id));
    expect(entry).toMatchObject({ action: 'approvals.delegate', actorId: w.priya.id });
    expect(entry!.after).toMatchObject({ name: 'Xavier Dsouza', for: 'Mohan Das' });

    // An Employee cannot end it through HR's route; the Admin can.
    expect((await endAny(w.mohan, delegation.id)).statusCode).toBe(403);
    const ended = await endAny(w.anil, delegation.id);
    expect(ended.statusCode).toBe(200);
    expect((ended.json() as DelegationOfAnyone).delegatorName).toBe('Mohan Das');
    expect((await ownView(w, w.rita, leave._id)).currentDecider?.name).toBe('Mohan Das');
    expect((await endAny(w.anil, delegation.id)).statusCode).toBe(404);
    expect((await decide(w, w.mohan, 'approvals', leave._id, 'reject')).statusCode).toBe(200);
  });

  it('a delegate who is the requester leaves their own request with the manager', async () => {
    at('2026-11-20');
    const leave = await apply(w, w.rita);
    const made = await setFor(w.hema, {
      delegatorId: w.mohan.id,
      delegateId: w.rita.id,
      startDate: '2026-11-20',
      endDate: '2026-11-20',
    });
    expect(made.statusCode).toBe(201);
    expect((await ownView(w, w.rita, leave._id)).currentDecider?.name).toBe('Mohan Das');
    expect((await decide(w, w.rita, 'approvals', leave._id, 'approve')).statusCode).toBe(403);
    expect((await endAny(w.hema, (made.json() as DelegationOfAnyone).id)).statusCode).toBe(200);
  });
});

describe('the rules of a delegation set for someone else', () => {
  const good = () => ({
    delegatorId: w.mohan.id,
    delegateId: w.anil.id,
    startDate: '2026-11-21',
    endDate: '2026-11-22',
  });
  it.each([
    ['the delegator themselves', { delegateId: 'mohan' }, 400, APPROVALS_MESSAGES.delegateSameAsDelegator],
    ['an end before the start', { startDate: '2026-11-23' }, 400, APPROVALS_MESSAGES.delegationDates],
    [
      'an end in the past',
      { startDate: '2026-11-18', endDate: '2026-11-19' },
      400,
      APPROVALS_MESSAGES.delegationPast,
    ],
    [
      'an unknown delegator',
      { delegatorId: '00000000-0000-4000-8000-000000000000' },
      404,
      APPROVALS_MESSAGES.delegatorUnknown,
    ],
    ['a malformed delegate', { delegateId: 'nobody' }, 404, APPROVALS_MESSAGES.delegateUnknown],
  ])('refuses %s and changes nothing', async (_, change, status, message) => {
    at('2026-11-20');
    const body = { ...good(), ...change };
    if (body.delegateId === 'mohan') body.delegateId = w.mohan.id;
    const before = await w.ctx.app.inject({
      method: 'GET',
      url: '/api/approvals/delegations/all',
      headers: bearer(w.priya),
    });
    const res = await setFor(w.priya, body);
    expect(res.statusCode).toBe(status);
    expect((res.json() as { message: string }).message).toBe(message);
    const after = await w.ctx.app.inject({
      method: 'GET',
      url: '/api/approvals/delegations/all',
      headers: bearer(w.priya),
    });
    expect(after.json()).toEqual(before.json());
  });

  it('is HR and the Admin only', async () => {
    at('2026-11-20');
    expect((await setFor(w.mohan, good())).statusCode).toBe(403);
    expect((await setFor(w.rita, { ...good(), delegatorId: w.rita.id })).statusCode).toBe(403);
  });
});
