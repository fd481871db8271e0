import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../test/test-app.ts';
import { notificationPayload } from '../test/notification-payload.ts';
import { form } from '../test/upload-fixtures.ts';

/**
 * Who hears what: real actions through the API, real sockets for an Admin, an HR, the acting Employee
 * and another Employee, each recording every event. A marker sent to each socket last closes the
 * recording: events from one server reach a socket in order, so anything leaked came before it.
 */
let ctx: TestContext;
let url: string;
let admin: TestUser;
let hr: TestUser;
let alice: TestUser;
let bob: TestUser;
const sockets: Socket[] = [];
const MARKER = 'end-of-recording';

beforeAll(async () => {
  ctx = await createTestApp(); // Friday 2026-11-20, 10:00 in Kolkata: the punch-in window is open
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  [admin, hr, alice, bob] = await Promise.all([
    createUser(ctx, { role: 'Admin' }),
    createUser(ctx, { role: 'HR' }),
    createUser(ctx, { name: 'Alice Actor' }),
    createUser(ctx, { name: 'Bob Bystander' }),
  ]);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await ctx.close();
});

type Heard = Array<{ event: string; payload: unknown }>;

async function listen(user: TestUser): Promise<{ heard: Heard; done: () => boolean }> {
  const socket = connect(url, {
    transports: ['websocket'],
    auth: { token: user.token },
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  const heard: Heard = [];
  let marked = false;
  socket.onAny((event: string, payload: unknown) => {
    if ((payload as { message?: unknown } | null)?.message === MARKER) marked = true;
    else heard.push({ event, payload });
  });
  return { heard, done: () => marked };
}

const call = (who: TestUser, method: 'POST' | 'PUT', path: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: path,
    headers: bearer(who),
    ...(payload ? { payload: payload as never } : {}),
  });
const eventsOf = (heard: Heard) => [...new Set(heard.map((h) => h.event))].sort();

describe('realtime rooms', () => {
  it('sends each event only to the people who may see it, and never a hash or another person’s salary', async () => {
    const toAdmin = await listen(admin);
    const toHr = await listen(hr);
    const toAlice = await listen(alice);
    const toBob = await listen(bob);

    const leave = await call(alice, 'POST', `/api/employees/${alice.id}/leaves`, {
      type: 'Paid Leave',
      startDate: '2026-11-23',
    });
    expect(leave.statusCode).toBe(201);
    expect((await call(hr, 'PUT', `/api/hr/leave-requests/${leave.json()._id}/approve`)).statusCode).toBe(
      200,
    );
    expect((await call(alice, 'POST', `/api/employees/${alice.id}/punch-in`)).statusCode).toBe(200);
    const task = { title: 'File the report', date: '2026-11-23', time: '11:00', assignedTo: alice.id };
    expect((await call(admin, 'POST', '/api/tasks', task)).statusCode).toBe(201);
    const notice = { recipient: [alice.id], message: 'For Alice' };
    expect((await call(hr, 'POST', '/api/hr/notifications', notice)).statusCode).toBe(201);
    const newcomer = form({
      name: 'Nina Newcomer',
      email: `nina-${Date.now()}@example.com`,
      password: 'secret-pass',
      role: 'Employee',
      baseSalary: '52000',
    });
    expect((await call(admin, 'POST', '/api/admin/employees', newcomer)).statusCode).toBe(201);

    for (const user of [admin, hr, alice, bob])
      ctx.app.realtime.emitToUser(user.id, 'new_notification', notificationPayload(MARKER));
    while (![toAdmin, toHr, toAlice, toBob].every((l) => l.done()))
      await new Promise((resolve) => setTimeout(resolve, 20));

    expect(eventsOf(toAdmin.heard)).toEqual([
      'admin_task_created',
      'attendance_updated',
      'employee_added',
      'new_leave_request',
    ]);
    expect(eventsOf(toHr.heard)).toEqual(['attendance_updated', 'employee_added', 'new_leave_request']);
    expect(eventsOf(toAlice.heard)).toEqual([
      'attendance_updated',
      'leave_status_updated',
      'new_notification',
      'personal_task_update',
    ]);
    expect(toBob.heard).toEqual([]);

    const added = (heard: Heard) => heard.find((h) => h.event === 'employee_added')!.payload;
    expect(added(toAdmin.heard)).toMatchObject({ name: 'Nina Newcomer', baseSalary: 52000 });
    expect(added(toHr.heard)).not.toHaveProperty('baseSalary');
    const everything = JSON.stringify([toAdmin, toHr, toAlice].map((l) => l.heard));
    expect(everything).not.toMatch(/password|argon2/i);
  });
});
