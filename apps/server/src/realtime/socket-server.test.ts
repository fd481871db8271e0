import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_EVENTS, type Notification, type ServerEventMap } from '@hrms/shared';
import { notificationPayload } from '../test/notification-payload.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../test/test-app.ts';

let ctx: TestContext;
let url: string;
let alice: TestUser;
let bob: TestUser;
let hr: TestUser;
let admin: TestUser;
const sockets: Socket[] = [];
/** Sent last to a socket that must hear nothing else: events from one server arrive in order. */
const MARKER = 'end-of-recording';

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  [alice, bob, hr, admin] = await Promise.all([
    createUser(ctx),
    createUser(ctx),
    createUser(ctx, { role: 'HR' }),
    createUser(ctx, { role: 'Admin' }),
  ]);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await ctx.close();
});

function open(token?: string): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

describe('socket server', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(open()).rejects.toThrow(/sign in/i);
    await expect(open('garbage')).rejects.toThrow(/expired/i);
  });

  it("delivers a user's events only to that user, whatever room others ask for", async () => {
    const aliceSocket = await open(alice.token);
    const bobSocket = await open(bob.token);
    // The acknowledgements say the server has handled both requests before anything is sent.
    expect(await bobSocket.emitWithAck(CLIENT_EVENTS.joinRoom, alice.id)).toBe(false);
    expect(await aliceSocket.emitWithAck(CLIENT_EVENTS.joinRoom, alice.id)).toBe(true);
    const aliceSaw = collect(aliceSocket, 'new_notification');
    const bobSaw = collect(bobSocket, 'new_notification');
    emitToUser(alice.id, notificationPayload('hello Alice'));
    // Sent after it: had Alice's event leaked to Bob, it would have reached him first.
    emitToUser(bob.id, notificationPayload(MARKER));
    await until(() => aliceSaw.length > 0 && bobSaw.length > 0);
    expect(aliceSaw).toEqual([notificationPayload('hello Alice')]);
    expect(bobSaw).toEqual([notificationPayload(MARKER)]);
  });

  it('puts each socket in its role room', async () => {
    const hrSocket = await open(hr.token);
    const employeeSocket = await open(alice.token);
    const hrSaw = collect(hrSocket, 'employee_added');
    const employeeSaw = collect(employeeSocket, 'employee_added');
    const person = {
      _id: 'p1',
      id: 'p1',
      name: 'New Person',
      email: 'new@example.com',
      role: 'Employee' as const,
      employeeId: 'EMP-0009',
      joinedOn: '2026-01-05',
    };
    const marker = { ...person, _id: 'm1', id: 'm1', name: MARKER };
    emitToRoles(['HR', 'Admin'], person);
    ctx.app.realtime.emitToRoles(['Employee'], 'employee_added', marker);
    await until(() => hrSaw.length > 0 && employeeSaw.length > 0);
    expect(hrSaw).toEqual([person]);
    expect(employeeSaw).toEqual([marker]);
  });
});

describe('socket security', () => {
  const notify = (to: TestUser, message: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/hr/notifications',
      headers: bearer(hr),
      payload: { recipient: [to.id], message },
    });
  const remove = (who: TestUser) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/admin/employees/${who.id}`, headers: bearer(admin) });

  it("refuses a deleted person's token", async () => {
    const leaver = await createUser(ctx);
    expect((await remove(leaver)).statusCode).toBe(200);
    await expect(open(leaver.token)).rejects.toThrow(/expired/i);
  });

  it('disconnects the open socket of a person who is then deleted', async () => {
    const leaver = await createUser(ctx);
    const socket = await open(leaver.token);
    const seen = collect(socket, 'new_notification');
    const gone = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    expect((await remove(leaver)).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(socket.connected).toBe(false);
    expect(seen).toEqual([]);
  });

  it("join_room with someone else's id is refused and their notification never arrives", async () => {
    const victim = await createUser(ctx);
    const snoop = await createUser(ctx);
    const snoopSocket = await open(snoop.token);
    const victimSocket = await open(victim.token);
    expect(await snoopSocket.emitWithAck(CLIENT_EVENTS.joinRoom, victim.id)).toBe(false);
    expect(await victimSocket.emitWithAck(CLIENT_EVENTS.joinRoom, victim.id)).toBe(true);
    const snoopSaw = collect(snoopSocket, 'new_notification');
    const victimSaw = collect(victimSocket, 'new_notification');
    expect((await notify(victim, 'For the victim only')).statusCode).toBe(201);
    // Sent after it on the same server: had the victim's event leaked, it would have come first.
    expect((await notify(snoop, 'Marker')).statusCode).toBe(201);
    await until(() => snoopSaw.length > 0 && victimSaw.length > 0);
    expect(snoopSaw).toEqual([expect.objectContaining({ message: 'Marker' })]);
    expect(victimSaw).toEqual([expect.objectContaining({ message: 'For the victim only' })]);
  });
});

function collect(socket: Socket, event: string): unknown[] {
  const seen: unknown[] = [];
  socket.on(event, (payload: unknown) => seen.push(payload));
  return seen;
}

/** Polls until the condition holds; the test's own timeout bounds it. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

function emitToUser(userId: string, payload: Notification) {
  ctx.app.realtime.emitToUser(userId, 'new_notification', payload);
}
function emitToRoles(roles: Array<'HR' | 'Admin'>, payload: ServerEventMap['employee_added']) {
  ctx.app.realtime.emitToRoles(roles, 'employee_added', payload);
}
