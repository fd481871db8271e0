import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { form, PDF_BYTES } from '../../test/upload-fixtures.ts';

/** What the employee's own socket receives when an Admin grants a re-upload (spec section 4, details page). */
describe('reupload_access_granted over a real socket', () => {
  let ctx: TestContext;
  let url: string;
  let admin: TestUser;
  let owner: TestUser;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    admin = await createUser(ctx, { role: 'Admin' });
    owner = await createUser(ctx);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await ctx.close();
  });

  async function listen(user: TestUser, event: string): Promise<unknown[]> {
    const socket = connect(url, {
      transports: ['websocket'],
      auth: { token: user.token },
      reconnection: false,
    });
    sockets.push(socket);
    const heard: unknown[] = [];
    socket.on(event, (payload: unknown) => heard.push(payload));
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    return heard;
  }

  it("carries the spec's toast text as message, beside the field and its label", async () => {
    const upload = await ctx.app.inject({
      method: 'PUT',
      url: `/api/details/${owner.id}`,
      headers: bearer(owner),
      payload: form({}, { panCardFront: { name: 'pan.pdf', data: PDF_BYTES } }) as never,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const heard = await listen(owner, 'reupload_access_granted');

    const granted = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/grant-reupload-access',
      headers: bearer(admin),
      payload: { employeeId: owner.id, field: 'panCardFront' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    // Emitted after commit on this server: it arrives shortly after the answer; the test's timeout bounds the wait.
    while (heard.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));

    const message = 'Access granted for PAN Card. The employee can now re-upload this document.';
    expect(heard).toEqual([{ employeeId: owner.id, field: 'panCardFront', label: 'PAN Card', message }]);
    // The Admin's HTTP answer and the employee's live toast say the same thing.
    expect(granted.json().message).toBe(message);
  });
});
