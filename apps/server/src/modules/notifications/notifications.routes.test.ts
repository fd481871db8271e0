import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_MESSAGES } from '@hrms/shared';
import { notificationRecipients, notifications } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin', name: 'Anita Admin' });
  hr = await createUser(ctx, { role: 'HR', name: 'Harish HR' });
  asha = await createUser(ctx, { role: 'Employee', name: 'Asha Rao' });
  ravi = await createUser(ctx, { role: 'Employee', name: 'Ravi Kumar' });
});
afterAll(() => ctx.close());

const send = (
  who: TestUser,
  payload: object,
  path = who.role === 'HR' ? '/api/hr/notifications' : '/api/admin/notifications',
) => ctx.app.inject({ method: 'POST', url: path, headers: bearer(who), payload });
const own = (who: TestUser) =>
  ctx.app.inject({ method: 'GET', url: `/api/employees/${who.id}/notifications`, headers: bearer(who) });
const markRead = (who: TestUser, id: string, url = `/api/employees/${who.id}/notifications/${id}`) =>
  ctx.app.inject({ method: 'PUT', url, headers: bearer(who) });

describe('sending', () => {
  it("'all' reaches everyone but the sender, as one history entry with one copy each", async () => {
    const emit = vi.spyOn(ctx.app.realtime, 'emitToUser');
    const res = await send(admin, {
      recipient: 'all',
      message: '  Office closed on Monday.  ',
      senderId: asha.id,
    });
    expect(res.statusCode).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({
      message: 'Office closed on Monday.',
      recipient: 'all',
      recipientList: [],
      recipientNames: 'All Employees',
      recipientCount: 3,
      sentBy: { name: 'Anita Admin', role: 'Admin' },
      date: '2026-11-20',
    });
    const [entries] = await ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.id, sent._id));
    expect(entries!.n).toBe(1);
    const copies = await ctx.db
      .select()
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationId, sent._id));
    expect(copies.map((c) => c.userId).sort()).toEqual([hr.id, asha.id, ravi.id].sort());
    expect(emit.mock.calls.map((call) => call[0]).sort()).toEqual([hr.id, asha.id, ravi.id].sort());
    expect(emit.mock.calls[0]![1]).toBe('new_notification');
    expect(emit.mock.calls[0]![2]).toMatchObject({
      _id: sent._id,
      message: 'Office closed on Monday.',
      status: 'unread',
    });
    emit.mockRestore();

    expect((await own(admin)).json().find((n: { _id: string }) => n._id === sent._id)).toBeUndefined();
    expect((await own(asha)).json().find((n: { _id: string }) => n._id === sent._id)).toEqual({
      _id: sent._id,
      message: 'Office closed on Monday.',
      date: '2026-11-20',
      sentAt: '2026-11-20T04:30:00.000Z',
      recipient: 'all',
      sentBy: { name: 'Anita Admin', role: 'Admin' },
      status: 'unread',
    });
  });

  it('HR sends to chosen people only; nobody else gets a copy or an event', async () => {
    const emit = vi.spyOn(ctx.app.realtime, 'emitToUser');
    const res = await send(hr, { recipient: [asha.id, asha.id], message: 'Please submit your PAN card.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      recipient: [asha.id],
      recipientList: [{ _id: asha.id, name: 'Asha Rao' }],
      recipientNames: 'Asha Rao',
      recipientCount: 1,
    });
    expect(emit.mock.calls.map((call) => call[0])).toEqual([asha.id]);
    emit.mockRestore();
    const mine = (await own(asha)).json() as { message: string }[];
    expect(mine.find((n) => n.message === 'Please submit your PAN card.')).toMatchObject({
      recipient: asha.id,
      sentBy: { name: 'Harish HR', role: 'HR' },
    });
    expect(
      (await own(ravi)).json().some((n: { message: string }) => n.message === 'Please submit your PAN card.'),
    ).toBe(false);
  });

  it.each([
    [{ recipient: 'all', message: '   ' }, NOTIFICATION_MESSAGES.emptyMessage],
    [{ recipient: 'all' }, NOTIFICATION_MESSAGES.emptyMessage],
    [{ recipient: [], message: 'Hello' }, NOTIFICATION_MESSAGES.noRecipient],
    [{ message: 'Hello' }, NOTIFICATION_MESSAGES.noRecipient],
    [{ recipient: 'everyone', message: 'Hello' }, NOTIFICATION_MESSAGES.noRecipient],
    [{ recipient: 'all', message: 'x'.repeat(1001) }, NOTIFICATION_MESSAGES.tooLong],
  ])('refuses %j with the spec message', async (payload, message) => {
    const res = await send(admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', message });
  });

  it('refuses unknown recipients and writes nothing', async () => {
    const before = await ctx.db.select({ n: count() }).from(notifications);
    const res = await send(admin, {
      recipient: [asha.id, '00000000-0000-4000-8000-000000000000'],
      message: 'Hi',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'unprocessable', message: NOTIFICATION_MESSAGES.unknownRecipient });
    expect((await send(admin, { recipient: ['not-an-id'], message: 'Hi' })).statusCode).toBe(422);
    expect(await ctx.db.select({ n: count() }).from(notifications)).toEqual(before);
  });

  it('only HR and Admin send, each on their own path', async () => {
    expect(
      (await send(asha, { recipient: 'all', message: 'Hi' }, '/api/admin/notifications')).statusCode,
    ).toBe(403);
    expect((await send(asha, { recipient: 'all', message: 'Hi' }, '/api/hr/notifications')).statusCode).toBe(
      403,
    );
    expect((await send(hr, { recipient: 'all', message: 'Hi' }, '/api/admin/notifications')).statusCode).toBe(
      403,
    );
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/hr/notifications',
          payload: { recipient: 'all', message: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('history', () => {
  it('HR sees only their own sends; Admin sees every staff send, newest first', async () => {
    const hrHistory = (
      await ctx.app.inject({ method: 'GET', url: '/api/hr/notifications', headers: bearer(hr) })
    ).json();
    expect(hrHistory.every((entry: { sentBy: { name: string } }) => entry.sentBy.name === 'Harish HR')).toBe(
      true,
    );
    expect(hrHistory.length).toBeGreaterThan(0);
    const adminHistory = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/notifications', headers: bearer(admin) })
    ).json();
    expect(new Set(adminHistory.map((entry: { sentBy: { name: string } }) => entry.sentBy.name))).toEqual(
      new Set(['Anita Admin', 'Harish HR']),
    );
    const broadcast = adminHistory.filter((entry: { recipient: unknown }) => entry.recipient === 'all');
    expect(broadcast).toHaveLength(1);
  });

  it('lists the newest send first, in the history and in one’s own list', async () => {
    ctx.clock.advance(60_000);
    const latest = (await send(hr, { recipient: [ravi.id], message: 'Newest of all' })).json();
    const history = (
      await ctx.app.inject({ method: 'GET', url: '/api/hr/notifications', headers: bearer(hr) })
    ).json();
    expect(history[0]._id).toBe(latest._id);
    expect((await own(ravi)).json()[0]._id).toBe(latest._id);
  });
});

describe('own notifications and mark as read', () => {
  it('marks only one’s own copy; others get 404 and the copy stays unread', async () => {
    const sent = (await send(admin, { recipient: [asha.id], message: 'Only for Asha' })).json();
    expect((await markRead(ravi, sent._id)).statusCode).toBe(404);
    expect((await markRead(hr, sent._id, `/api/hr/${hr.id}/notifications/${sent._id}`)).statusCode).toBe(404);
    expect((await markRead(ravi, 'nonsense')).statusCode).toBe(404);
    const stillUnread = (await own(asha)).json().find((n: { _id: string }) => n._id === sent._id);
    expect(stillUnread.status).toBe('unread');

    const res = await markRead(asha, sent._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: sent._id, status: 'read' });
    expect((await markRead(asha, sent._id)).statusCode).toBe(200);
    // Asha's read does not touch anyone else's copy of a broadcast.
    const all = (await send(admin, { recipient: 'all', message: 'Broadcast' })).json();
    await markRead(asha, all._id);
    expect((await own(ravi)).json().find((n: { _id: string }) => n._id === all._id).status).toBe('unread');
  });

  it('nobody reads another person’s list, on any prefix', async () => {
    expect((await own({ ...ravi, token: asha.token })).statusCode).toBe(403);
    const other = (url: string, who: TestUser) =>
      ctx.app.inject({ method: 'GET', url, headers: bearer(who) });
    expect((await other(`/api/admin/${asha.id}/notifications`, admin)).statusCode).toBe(403);
    expect((await other(`/api/hr/${asha.id}/notifications`, hr)).statusCode).toBe(403);
    expect((await other(`/api/admin/${admin.id}/notifications`, admin)).statusCode).toBe(200);
    expect((await other(`/api/hr/${hr.id}/notifications`, hr)).statusCode).toBe(200);
    expect((await other(`/api/admin/${hr.id}/notifications`, hr)).statusCode).toBe(403);
  });

  it('staff mark their own through their prefix', async () => {
    const sent = (await send(hr, { recipient: [admin.id], message: 'For the admin' })).json();
    const res = await markRead(admin, sent._id, `/api/admin/${admin.id}/notifications/${sent._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('read');
  });

  it('dates a notification by the organisation’s calendar, not UTC', async () => {
    ctx.clock.set('2026-11-20T19:00:00.000Z'); // 00:30 on 21 November in Kolkata
    const sent = (await send(admin, { recipient: [ravi.id], message: 'Late note' })).json();
    expect(sent.date).toBe('2026-11-21');
    ctx.clock.set('2026-11-20T04:30:00.000Z');
  });
});
