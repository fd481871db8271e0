import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPROVALS_MESSAGES, CORRECTION_MESSAGES, type Correction } from '@hrms/shared';
import { attendance, auditLog } from '../../db/schema/index.ts';
import {
  allowCorrections,
  approvalWorld,
  askCorrection,
  correctionQueueOf,
  decideCorrection,
  inject,
  setFlow,
  type World,
} from '../../test/approvals-world.ts';
import { bearer } from '../../test/test-app.ts';

/*
 * Attendance corrections under the approval flows (issue 42, docs/organisation.md "Approval flows"): the same
 * decider rule as leave, table tests per flow through the API. The spec's HR/Admin routes keep their paths and
 * messages; the manager decides through /api/approvals/corrections. The relation is walked with a manager who
 * is an Employee (Mohan), an HR who manages nobody (Priya) and a person in another branch (Xavier).
 */

let w: World;
beforeAll(async () => {
  w = await approvalWorld();
  await allowCorrections(w);
});
afterAll(() => w.ctx.close());
afterEach(() => vi.restoreAllMocks());

const ownView = async (c: Correction): Promise<Correction> => {
  const res = await inject(w, w.rita, 'GET', '/api/attendance/corrections/mine');
  return (res.json() as Correction[]).find((row) => row._id === c._id)!;
};
const hrQueue = async () =>
  (await inject(w, w.priya, 'GET', '/api/attendance/corrections')).json() as Correction[];

describe("flow 'hr' (a fresh install)", () => {
  it("answers the spec's shape; managers decide nothing; HR decides as before", async () => {
    const correction = await askCorrection(w, w.rita);
    for (const key of ['currentDecider', 'deciderKind', 'step', 'override'])
      expect(Object.keys(correction)).not.toContain(key);
    expect(await correctionQueueOf(w, w.mohan)).toEqual([]);
    const refused = await decideCorrection(w, w.mohan, 'approvals', correction._id, 'approve');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: APPROVALS_MESSAGES.notWaitingForYou, code: 'forbidden' });
    const approved = await decideCorrection(w, w.priya, 'attendance', correction._id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'Approved' });
    expect(approved.json()).not.toHaveProperty('override');
  });
});

describe("flow 'manager'", () => {
  beforeAll(() => setFlow(w, 'manager'));

  it("puts a report's correction with their manager (an Employee), who approves it: the day changes", async () => {
    const emitToUser = vi.spyOn(w.ctx.app.realtime, 'emitToUser');
    const correction = await askCorrection(w, w.rita);
    expect(correction).toMatchObject({
      step: 1,
      deciderKind: 'manager',
      currentDecider: { id: w.mohan.id, name: 'Mohan Das' },
      escalated: false,
    });
    expect(emitToUser).toHaveBeenCalledWith(w.mohan.id, 'correction_requested', correction);
    expect((await correctionQueueOf(w, w.mohan)).map((c) => c._id)).toEqual([correction._id]);
    for (const stranger of [w.priya, w.xavier, w.anil])
      expect(await correctionQueueOf(w, stranger)).toEqual([]);
    for (const stranger of [w.priya, w.xavier, w.rita])
      expect((await decideCorrection(w, stranger, 'approvals', correction._id, 'approve')).statusCode).toBe(
        403,
      );
    // An Employee never reaches the spec's HR routes, manager or not.
    expect((await decideCorrection(w, w.mohan, 'attendance', correction._id, 'approve')).statusCode).toBe(
      403,
    );
    const approved = await decideCorrection(w, w.mohan, 'approvals', correction._id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'Approved', decidedByName: 'Mohan Das' });
    expect(approved.json()).not.toHaveProperty('override');
    expect(emitToUser).toHaveBeenCalledWith(w.rita.id, 'correction_decided', approved.json());
    const [day] = await w.ctx.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, w.rita.id), eq(attendance.date, correction.date)));
    expect(day).toMatchObject({ corrected: true, source: 'correction', markedBy: w.mohan.id });
  });

  it('marks an HR decision on a correction waiting for a manager as an override (answer and audit)', async () => {
    const correction = await askCorrection(w, w.rita);
    expect((await hrQueue()).find((c) => c._id === correction._id)).toMatchObject({ deciderKind: 'manager' });
    const emitToUser = vi.spyOn(w.ctx.app.realtime, 'emitToUser');
    const res = await decideCorrection(w, w.priya, 'attendance', correction._id, 'reject');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'Rejected', override: true });
    expect(await ownView(correction)).toMatchObject({ override: true });
    // The manager it waited for hears of it (their queue drops it).
    expect(emitToUser).toHaveBeenCalledWith(w.mohan.id, 'correction_decided', res.json());
    const entries = await w.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'attendance.correction_reject'));
    expect(entries.at(-1)?.after).toMatchObject({ override: true });
  });

  it("sends an HR person's own correction to their manager, never to themself", async () => {
    const correction = await askCorrection(w, w.priya);
    expect(correction.currentDecider).toEqual({ id: w.anil.id, name: 'Anil Mehta' });
    const own = await decideCorrection(w, w.priya, 'attendance', correction._id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: CORRECTION_MESSAGES.ownDecision, code: 'forbidden' });
    expect((await decideCorrection(w, w.priya, 'approvals', correction._id, 'approve')).statusCode).toBe(403);
    expect((await correctionQueueOf(w, w.anil)).map((c) => c._id)).toContain(correction._id);
    expect((await decideCorrection(w, w.anil, 'approvals', correction._id, 'approve')).statusCode).toBe(200);
  });

  it('sends the correction of someone with no manager to HR (any HR or Admin but the requester)', async () => {
    const correction = await askCorrection(w, w.hema);
    expect(correction).toMatchObject({ deciderKind: 'hr', currentDecider: null });
    expect((await decideCorrection(w, w.hema, 'attendance', correction._id, 'approve')).statusCode).toBe(403);
    const res = await decideCorrection(w, w.priya, 'attendance', correction._id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('override');
  });
});

describe("flow 'manager-then-hr'", () => {
  beforeAll(() => setFlow(w, 'manager-then-hr'));

  it("moves the manager's approval to HR, whose approval ends it (the day changes only then)", async () => {
    const correction = await askCorrection(w, w.rita);
    const moved = await decideCorrection(w, w.mohan, 'approvals', correction._id, 'approve');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      state: 'Pending',
      step: 2,
      deciderKind: 'hr',
      currentDecider: null,
    });
    expect(await correctionQueueOf(w, w.mohan)).toEqual([]);
    expect((await decideCorrection(w, w.mohan, 'approvals', correction._id, 'approve')).statusCode).toBe(403);
    const untouched = await w.ctx.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, w.rita.id), eq(attendance.date, correction.date)));
    expect(untouched).toEqual([]);
    expect((await hrQueue()).find((c) => c._id === correction._id)).toMatchObject({ step: 2 });
    const done = await decideCorrection(w, w.priya, 'attendance', correction._id, 'approve');
    expect(done.json()).toMatchObject({ state: 'Approved' });
    expect(done.json()).not.toHaveProperty('override');
  });

  it("ends the correction on the manager's rejection", async () => {
    const correction = await askCorrection(w, w.rita);
    const res = await decideCorrection(w, w.mohan, 'approvals', correction._id, 'reject');
    expect(res.json()).toMatchObject({ state: 'Rejected' });
    expect((await decideCorrection(w, w.priya, 'attendance', correction._id, 'approve')).statusCode).toBe(
      409,
    );
  });

  it("lets HR decide at the manager's step, as a final override", async () => {
    const correction = await askCorrection(w, w.rita);
    const res = await decideCorrection(w, w.hema, 'attendance', correction._id, 'approve');
    expect(res.json()).toMatchObject({ state: 'Approved', override: true });
  });
});

describe('delegation and escalation of corrections', () => {
  beforeAll(() => setFlow(w, 'manager', 3));

  it("moves a waiting correction to the manager's delegate while the delegation lasts", async () => {
    w.ctx.clock.set('2026-11-20T04:30:00.000Z');
    const correction = await askCorrection(w, w.rita);
    const made = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/approvals/delegations',
      headers: bearer(w.mohan),
      payload: { delegateId: w.xavier.id, startDate: '2026-11-23', endDate: '2026-11-23' },
    });
    // Xavier is in another branch: not someone Mohan may pick. Priya (HR) is.
    expect(made.statusCode).toBe(404);
    const delegated = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/approvals/delegations',
      headers: bearer(w.mohan),
      payload: { delegateId: w.priya.id, startDate: '2026-11-23', endDate: '2026-11-23' },
    });
    expect(delegated.statusCode).toBe(201);
    w.ctx.clock.set('2026-11-23T04:30:00.000Z'); // Monday: the delegation's day
    expect(await ownView(correction)).toMatchObject({
      deciderKind: 'delegate',
      currentDecider: { id: w.priya.id },
    });
    expect((await correctionQueueOf(w, w.priya)).map((c) => c._id)).toEqual([correction._id]);
    expect(await correctionQueueOf(w, w.mohan)).toEqual([]);
    w.ctx.clock.set('2026-11-24T04:30:00.000Z'); // Tuesday: back with Mohan, and 3 working days old
    expect(await ownView(correction)).toMatchObject({
      deciderKind: 'manager',
      currentDecider: { id: w.mohan.id },
      escalated: true,
    });
    expect((await hrQueue()).find((c) => c._id === correction._id)).toMatchObject({ escalated: true });
    w.ctx.clock.set('2026-11-20T04:30:00.000Z');
  });
});
