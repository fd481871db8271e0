import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../test/test-app.ts';

let ctx: TestContext;
let url: string;
let alice: TestUser;
let bob: TestUser;
let hr: TestUser;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  [alice, bob, hr] = await Promise.all([createUser(ctx), createUser(ctx), createUser(ctx, { role: 'HR' })]);
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

function received(socket: Socket, event: string, waitMs = 300): Promise<unknown[]> {
  const seen: unknown[] = [];
  socket.on(event, (payload) => seen.push(payload));
  return new Promise((resolve) => setTimeout(() => resolve(seen), waitMs));
}

describe('socket server', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(open()).rejects.toThrow(/sign in/i);
    await expect(open('garbage')).rejects.toThrow(/expired/i);
  });

  it("delivers a user's events only to that user, whatever room others ask for", async () => {
    const aliceSocket = await open(alice.token);
    const bobSocket = await open(bob.token);
    bobSocket.emit('join_room', alice.id);
    aliceSocket.emit('join_room', alice.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const aliceSaw = received(aliceSocket, 'new_notification');
    const bobSaw = received(bobSocket, 'new_notification');
    emitToUser(alice.id, { message: 'hello Alice' });
    expect(await aliceSaw).toEqual([{ message: 'hello Alice' }]);
    expect(await bobSaw).toEqual([]);
  });

  it('puts each socket in its role room', async () => {
    const hrSocket = await open(hr.token);
    const employeeSocket = await open(alice.token);
    const hrSaw = received(hrSocket, 'employee_added');
    const employeeSaw = received(employeeSocket, 'employee_added');
    emitToRoles(['HR', 'Admin'], { name: 'New Person' });
    expect(await hrSaw).toEqual([{ name: 'New Person' }]);
    expect(await employeeSaw).toEqual([]);
  });
});

function emitToUser(userId: string, payload: unknown) {
  ctx.app.realtime.emitToUser(userId, 'new_notification', payload);
}
function emitToRoles(roles: Array<'HR' | 'Admin'>, payload: unknown) {
  ctx.app.realtime.emitToRoles(roles, 'employee_added', payload);
}
