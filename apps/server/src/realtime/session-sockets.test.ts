import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveSession } from '@hrms/shared';
import { notificationPayload } from '../test/notification-payload.ts';
import { bearer, createTestApp, createUser, TEST_PASSWORD, type TestContext } from '../test/test-app.ts';
import { signIn } from '../test/two-step-helpers.ts';

/*
 * A revoked session closes its sockets at once (docs/security.md): real socket.io-client connections to a
 * listening server, one a session. What must stay open proves it by hearing an event sent afterwards.
 */
let ctx: TestContext;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await ctx.close();
});

function open(token: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

const closed = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

/** The socket is still connected and in its rooms: it hears an event sent to its person now. */
async function stillHears(socket: Socket, userId: string): Promise<void> {
  const heard = new Promise((resolve) => socket.once('new_notification', resolve));
  ctx.app.realtime.emitToUser(userId, 'new_notification', notificationPayload('still here'));
  expect(await heard).toEqual(notificationPayload('still here'));
  expect(socket.connected).toBe(true);
}

/** A person signed in twice (a laptop and a phone), a socket open for each session. */
async function twoSessions(role: 'Employee' | 'HR' | 'Admin' = 'Employee') {
  const person = await createUser(ctx, { role });
  const tokens = await Promise.all(
    ['10.9.0.1', '10.9.0.2'].map(
      async (address) => (await signIn(ctx, person, address)).json().token as string,
    ),
  );
  const [laptop, phone] = tokens as [string, string];
  return { person, laptop, phone, laptopSocket: await open(laptop), phoneSocket: await open(phone) };
}

const post = (token: string, path: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: path, headers: bearer({ token }), ...(payload ? { payload } : {}) });

describe("a revoked session's sockets", () => {
  it('sign-out closes the sockets of that session only', async () => {
    const { person, laptop, laptopSocket, phoneSocket } = await twoSessions();
    const gone = closed(laptopSocket);
    expect((await post(laptop, '/api/auth/logout')).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await stillHears(phoneSocket, person.id);
  });

  it('signing another session out from the list closes its socket; this one stays', async () => {
    const { person, phone, laptopSocket, phoneSocket } = await twoSessions('HR');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/sessions',
      headers: bearer({ token: phone }),
    });
    const laptopSession = list.json<ActiveSession[]>().find((session) => session.ipAddress === '10.9.0.1')!;
    const gone = closed(laptopSocket);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${laptopSession.id}`,
      headers: bearer({ token: phone }),
    });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await stillHears(phoneSocket, person.id);
  });

  it("'Sign out the others' closes every other session's sockets", async () => {
    const { person, phone, laptopSocket, phoneSocket } = await twoSessions('Admin');
    const gone = closed(laptopSocket);
    expect((await post(phone, '/api/me/sessions/sign-out-others')).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await stillHears(phoneSocket, person.id);
  });

  it('a password change closes every socket of the person (the tab that changed it reconnects with its new token)', async () => {
    const { phone, laptopSocket, phoneSocket } = await twoSessions();
    const gone = [closed(laptopSocket), closed(phoneSocket)];
    const res = await post(phone, '/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'changed-pass-77',
      confirmPassword: 'changed-pass-77',
    });
    expect(res.statusCode).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    const fresh = await open(res.json().token as string);
    expect(fresh.connected).toBe(true);
  });

  it("an Admin's password reset closes every socket of the person, and their old tokens cannot reconnect", async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const { person, laptop, laptopSocket, phoneSocket } = await twoSessions();
    const gone = [closed(laptopSocket), closed(phoneSocket)];
    const res = await post(admin.token, `/api/admin/employees/${person.id}/reset-password`, {
      password: 'reset-by-admin-7',
    });
    expect(res.statusCode).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    await expect(open(laptop)).rejects.toThrow(/expired/i);
  });

  it("a signed-out session's token cannot open a new socket", async () => {
    const { laptop, laptopSocket } = await twoSessions();
    const gone = closed(laptopSocket);
    await post(laptop, '/api/auth/logout');
    await gone;
    await expect(open(laptop)).rejects.toThrow(/expired/i);
  });
});
