import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SentNotification } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let asha: TestUser;
let ravi: TestUser;
let meera: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin', name: 'Anita Admin' });
  hr = await createUser(ctx, { role: 'HR', name: 'Harish HR' });
  asha = await createUser(ctx, { name: 'Asha Rao' });
  ravi = await createUser(ctx, { name: 'Ravi Kumar' });
  meera = await createUser(ctx, { name: 'Meera Iyer' });
});
afterAll(() => ctx.close());

const send = (who: TestUser, recipient: 'all' | string[], message: string) =>
  ctx.app.inject({
    method: 'POST',
    url: who.role === 'HR' ? '/api/hr/notifications' : '/api/admin/notifications',
    headers: bearer(who),
    payload: { recipient, message, senderId: who.id },
  });
const history = async (who: TestUser): Promise<SentNotification[]> =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: who.role === 'HR' ? '/api/hr/notifications' : '/api/admin/notifications',
      headers: bearer(who),
    })
  ).json();

describe('a sent notification for the spec’s original client', () => {
  it('keeps `recipient` as the ids it was sent to and carries the names beside it', async () => {
    const res = await send(hr, [ravi.id, asha.id], 'Please submit your PAN card.');
    expect(res.statusCode).toBe(201);
    const expected = {
      recipient: [asha.id, ravi.id],
      recipientList: [
        { _id: asha.id, name: 'Asha Rao' },
        { _id: ravi.id, name: 'Ravi Kumar' },
      ],
      recipientNames: 'Asha Rao, Ravi Kumar',
      recipientCount: 2,
    };
    expect(res.json()).toMatchObject(expected);
    const id = res.json()._id;
    for (const who of [hr, admin]) {
      const entry = (await history(who)).find((item) => item._id === id);
      expect(entry).toMatchObject(expected);
      expect((entry!.recipient as unknown[]).every((value) => typeof value === 'string')).toBe(true);
    }
  });

  it("answers 'all' and no list for a broadcast", async () => {
    const res = await send(admin, 'all', 'Office closed on Monday.');
    expect(res.json()).toMatchObject({
      recipient: 'all',
      recipientList: [],
      recipientNames: 'All Employees',
    });
    const entry = (await history(admin)).find((item) => item._id === res.json()._id);
    expect(entry).toMatchObject({ recipient: 'all', recipientList: [] });
  });

  it('drops a deleted person from both `recipient` and `recipientList`', async () => {
    const sent = (await send(admin, [meera.id, asha.id], 'Team lunch on Friday.')).json();
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/employees/${meera.id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(200);
    const entry = (await history(admin)).find((item) => item._id === sent._id);
    expect(entry).toMatchObject({
      recipient: [asha.id],
      recipientList: [{ _id: asha.id, name: 'Asha Rao' }],
    });
  });

  it('is described that way in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const item =
      doc.paths['/api/hr/notifications'].get.responses['200'].content['application/json'].schema.items;
    expect(item.properties.recipient.anyOf).toContainEqual({ type: 'array', items: { type: 'string' } });
    expect(item.properties.recipientList.items.required).toEqual(['_id', 'name']);
    expect(item.required).toEqual(expect.arrayContaining(['recipient', 'recipientList', 'recipientNames']));
  });
});
