import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestContext } from '../../test/test-app.ts';

/*
 * Open sockets close when the person loses access (issue 43, docs/exit.md "After the last day"): real
 * socket.io-client connections to a listening server. An exit recorded with a last day already past closes them at
 * once; otherwise the daily leavers run closes them from the day after; a new handshake is refused.
 */
let ctx: TestContext;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestApp(); // Friday 20 November 2026, 10:00 in Kolkata
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

describe('sockets after the last day', () => {
  it('an exit recorded with yesterday as the last day closes the open socket at once; a new one is refused', async () => {
    const hr = await createUser(ctx, { role: 'HR' });
    const person = await createUser(ctx, { joinedOn: '2024-01-01' });
    const socket = await open(person.token);
    const gone = closed(socket);
    const recorded = await ctx.app.inject({
      method: 'POST',
      url: `/api/exits/people/${person.id}`,
      headers: bearer(hr),
      payload: { kind: 'Termination', lastWorkingDay: '2026-11-19', reason: 'Absconding' },
    });
    expect(recorded.statusCode).toBe(201);
    expect(await gone).toBe('io server disconnect');
    await expect(open(person.token)).rejects.toThrow();
  });

  it('a last day still ahead keeps the socket until the leavers run of the day after closes it', async () => {
    const hr = await createUser(ctx, { role: 'HR' });
    const person = await createUser(ctx, { joinedOn: '2024-01-01' });
    const socket = await open(person.token);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/exits/people/${person.id}`,
      headers: bearer(hr),
      payload: { kind: 'Retirement', lastWorkingDay: '2026-11-20', reason: 'Superannuation' },
    });
    expect(socket.connected).toBe(true);
    const leavers = ctx.app.services.leavers;
    expect(await leavers.due()).toBe('2026-11-20');
    await leavers.run('2026-11-20'); // today's run: the last day has not passed
    expect(socket.connected).toBe(true);
    ctx.clock.set('2026-11-20T18:31:00.000Z'); // 00:01 on Saturday 21 November in Kolkata
    const gone = closed(socket);
    const key = await leavers.due();
    expect(key).toBe('2026-11-21');
    await leavers.run(key!);
    expect(await gone).toBe('io server disconnect');
  });
});
