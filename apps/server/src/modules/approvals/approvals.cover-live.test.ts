import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Correction, LeaveRequest } from '@hrms/shared';
import { bearer, type TestUser } from '../../test/test-app.ts';
import {
  allowCorrections,
  approvalWorld,
  apply,
  askCorrection,
  decide,
  inject,
  type World,
} from '../../test/approvals-world.ts';

/*
 * The automatic hand-over, live (issue 42, docs/organisation.md): Rita's leave request and correction wait for
 * Mohan. When Mohan's leave covering today is approved, they wait for Anil (Mohan's manager, the cover): Anil
 * hears of them as of new requests and Mohan's queue is told they left; when that leave is cancelled, they come
 * back the other way. Rita's own sockets hear none of it. Friday 20 November 2026, 10:00 in Kolkata.
 */
const EVENTS = ['new_leave_request', 'leave_status_updated', 'correction_requested', 'correction_decided'];
type Heard = { event: string; id: string; status?: string; currentDecider?: { name: string } | null }[];

let w: World;
let url: string;
let ritasLeave: LeaveRequest;
let ritasCorrection: Correction;
const sockets: Socket[] = [];

beforeAll(async () => {
  w = await approvalWorld();
  await w.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(w.ctx.app.server.address() as AddressInfo).port}`;
  const set = await inject(w, w.anil, 'PUT', '/api/admin/approval-settings', {
    flow: 'manager',
    escalationDays: 30,
    handOverOnLeave: true,
  });
  expect(set.statusCode).toBe(200);
  await allowCorrections(w);
  ritasLeave = await apply(w, w.rita);
  ritasCorrection = await askCorrection(w, w.rita);
  expect(ritasLeave.currentDecider?.name).toBe('Mohan Das');
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await w.ctx.close();
});

/** Every hand-over event the person's socket receives from now on, in order. */
async function listen(user: TestUser): Promise<Heard> {
  const socket = connect(url, {
    transports: ['websocket'],
    auth: { token: user.token },
    reconnection: false,
  });
  sockets.push(socket);
  const heard: Heard = [];
  for (const event of EVENTS)
    socket.on(event, (p: { _id: string; status?: string; state?: string; currentDecider?: null }) =>
      heard.push({ event, id: p._id, status: p.status ?? p.state, currentDecider: p.currentDecider }),
    );
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return heard;
}

/** Emitted after the commit on this server: they arrive shortly after the answer; the test's timeout bounds it. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function approvedLeaveOfMohan(startDate: string): Promise<string> {
  const made = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${w.mohan.id}/leaves`,
    headers: bearer(w.mohan),
    payload: { type: 'Sick Leave', startDate, endDate: startDate },
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = (made.json() as LeaveRequest)._id;
  expect((await decide(w, w.priya, 'hr', id, 'approve')).statusCode).toBe(200);
  return id;
}

const about = (heard: Heard, ...ids: string[]) => heard.filter((h) => ids.includes(h.id));

describe("a manager's leave approved or cancelled on its day moves the waiting requests live", () => {
  let anil: Heard;
  let mohan: Heard;
  let rita: Heard;
  let todaysLeave = '';
  const ids = () => [ritasLeave._id, ritasCorrection._id];

  beforeAll(async () => {
    [anil, mohan, rita] = await Promise.all([listen(w.anil), listen(w.mohan), listen(w.rita)]);
  });

  it('pushes nothing for a leave that starts later (no job at midnight either: queues read the rule)', async () => {
    await approvedLeaveOfMohan('2026-11-23');
    // Nothing moved today: the queue answers are unchanged.
    const queue = await inject(w, w.mohan, 'GET', '/api/approvals/leave-requests');
    expect((queue.json() as LeaveRequest[]).map((l) => l._id)).toEqual([ritasLeave._id]);
  });

  it('the cover hears of each request as a new one; the manager is told it left; the requester hears nothing', async () => {
    todaysLeave = await approvedLeaveOfMohan('2026-11-20');
    await until(() => about(anil, ...ids()).length === 2 && about(mohan, ...ids()).length === 2);
    expect(about(anil, ...ids())).toEqual([
      {
        event: 'new_leave_request',
        id: ritasLeave._id,
        status: 'Pending',
        currentDecider: expect.objectContaining({ name: 'Anil Mehta' }),
      },
      {
        event: 'correction_requested',
        id: ritasCorrection._id,
        status: 'Pending',
        currentDecider: expect.objectContaining({ name: 'Anil Mehta' }),
      },
    ]);
    expect(about(mohan, ...ids()).map((h) => [h.event, h.id, h.status])).toEqual([
      ['leave_status_updated', ritasLeave._id, 'Pending'],
      ['correction_decided', ritasCorrection._id, 'Pending'],
    ]);
    // The answers say the same: Anil's queue has both, with whose approvals he holds.
    const queue = (await inject(w, w.anil, 'GET', '/api/approvals/leave-requests')).json() as LeaveRequest[];
    expect(queue.find((l) => l._id === ritasLeave._id)).toMatchObject({
      deciderKind: 'cover',
      onBehalfOf: { id: w.mohan.id, name: 'Mohan Das' },
    });
  });

  it('a cancellation on its day brings them back to the manager, live', async () => {
    const cancelled = await inject(w, w.priya, 'PUT', `/api/hr/leave-requests/${todaysLeave}/cancel`, {
      reason: 'Came to work after all',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await until(() => about(anil, ...ids()).length === 4 && about(mohan, ...ids()).length === 4);
    expect(
      about(mohan, ...ids())
        .slice(2)
        .map((h) => [h.event, h.id, h.currentDecider?.name]),
    ).toEqual([
      ['new_leave_request', ritasLeave._id, 'Mohan Das'],
      ['correction_requested', ritasCorrection._id, 'Mohan Das'],
    ]);
    expect(
      about(anil, ...ids())
        .slice(2)
        .map((h) => [h.event, h.id]),
    ).toEqual([
      ['leave_status_updated', ritasLeave._id],
      ['correction_decided', ritasCorrection._id],
    ]);
  });

  it("never reaches the requester's sockets (the first thing Rita hears is her own decision)", async () => {
    expect((await decide(w, w.mohan, 'approvals', ritasLeave._id, 'approve')).statusCode).toBe(200);
    // One socket's events arrive in the order they were sent: anything sent to Rita before came first.
    await until(() => rita.length > 0);
    expect(rita).toEqual([
      expect.objectContaining({ event: 'leave_status_updated', id: ritasLeave._id, status: 'Approved' }),
    ]);
    // And the manager's queue heard nothing of the leave that starts later: two moves each way, no more.
    expect(about(anil, ...ids())).toHaveLength(4);
  });
});
