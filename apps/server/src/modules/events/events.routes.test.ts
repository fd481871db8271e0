import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// The test clock stands at Friday 20 November 2026, 10:00 in Kolkata.
let ctx: TestContext;
let asha: TestUser;
let ravi: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  asha = await createUser(ctx, { role: 'Employee', name: 'Asha Rao' });
  ravi = await createUser(ctx, { role: 'Employee', name: 'Ravi Kumar' });
  admin = await createUser(ctx, { role: 'Admin' });
});
afterAll(() => ctx.close());

const create = (who: TestUser, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/events', headers: bearer(who), payload });
const list = (who: TestUser, id = who.id) =>
  ctx.app.inject({ method: 'GET', url: `/api/events/${id}`, headers: bearer(who) });
const complete = (who: TestUser, id: string) =>
  ctx.app.inject({ method: 'PUT', url: `/api/events/${id}/status`, headers: bearer(who) });
const remove = (who: TestUser, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/events/${id}`, headers: bearer(who) });

describe('creating events', () => {
  it('creates an event owned by the caller, whatever the body says', async () => {
    const res = await create(asha, {
      title: ' Team lunch ',
      description: 'At noon',
      date: '2026-11-20',
      time: '12:30',
      employee: ravi.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      title: 'Team lunch',
      description: 'At noon',
      date: '2026-11-20',
      time: '12:30',
      status: 'pending',
      employee: asha.id,
    });
    expect((await list(ravi)).json()).toEqual([]);
  });

  it.each([
    [{ date: '2026-11-21', time: '10:00' }],
    [{ title: '   ', date: '2026-11-21', time: '10:00' }],
    [{ title: 'X', time: '10:00' }],
    [{ title: 'X', date: '2026-11-21' }],
    [{ title: 'X', date: '', time: '' }],
  ])('asks for title, date and time: %j', async (payload) => {
    const res = await create(asha, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', message: EVENT_MESSAGES.required });
  });

  it('refuses a past date by the organisation’s calendar, and accepts today and the description left out', async () => {
    const res = await create(asha, { title: 'Old', date: '2026-11-19', time: '09:00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', message: EVENT_MESSAGES.pastDate });
    const today = await create(asha, { title: 'Standup', date: '2026-11-20', time: '09:00' });
    expect(today.statusCode).toBe(201);
    expect(today.json().description).toBe('');
  });

  it('refuses impossible dates and times', async () => {
    expect((await create(asha, { title: 'X', date: '2026-02-30', time: '10:00' })).json()).toEqual({
      code: 'invalid_input',
      message: EVENT_MESSAGES.invalidDate,
    });
    expect((await create(asha, { title: 'X', date: '2026-12-01', time: '25:00' })).json()).toEqual({
      code: 'invalid_input',
      message: EVENT_MESSAGES.invalidTime,
    });
  });
});

describe('ownership', () => {
  it('nobody reads, completes or deletes another person’s event', async () => {
    const event = (await create(asha, { title: 'Private', date: '2026-11-20', time: '15:00' })).json();
    expect((await list(ravi, asha.id)).statusCode).toBe(403);
    expect((await list(admin, asha.id)).statusCode).toBe(403);
    for (const who of [ravi, admin]) {
      const done = await complete(who, event._id);
      expect(done.statusCode).toBe(404);
      expect(done.json()).toEqual({ code: 'not_found', message: EVENT_MESSAGES.notFound });
      expect((await remove(who, event._id)).statusCode).toBe(404);
    }
    const mine = (await list(asha)).json();
    expect(mine.find((e: { _id: string }) => e._id === event._id)).toMatchObject({ status: 'pending' });
  });

  it('answers 404 for ids that are not ids', async () => {
    expect((await complete(asha, 'abc')).statusCode).toBe(404);
    expect((await remove(asha, 'abc')).statusCode).toBe(404);
  });
});

describe('completing and deleting', () => {
  it("completes only today's events, once", async () => {
    const today = (await create(asha, { title: 'Review', date: '2026-11-20', time: '16:00' })).json();
    const upcoming = (await create(asha, { title: 'Later', date: '2026-11-23', time: '16:00' })).json();
    const notYet = await complete(asha, upcoming._id);
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json()).toEqual({ code: 'unprocessable', message: EVENT_MESSAGES.onlyToday });

    const done = await complete(asha, today._id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ _id: today._id, status: 'completed' });
    expect((await complete(asha, today._id)).statusCode).toBe(409);
  });

  it('an event that was upcoming can be completed on its day', async () => {
    const monday = (await create(asha, { title: 'Monday', date: '2026-11-23', time: '11:00' })).json();
    ctx.clock.set('2026-11-23T05:00:00.000Z');
    try {
      expect((await complete(asha, monday._id)).statusCode).toBe(200);
    } finally {
      ctx.clock.set('2026-11-20T04:30:00.000Z');
    }
  });

  it('the owner deletes their event; it is gone', async () => {
    const event = (await create(asha, { title: 'Temp', date: '2026-11-25', time: '10:00' })).json();
    const res = await remove(asha, event._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: event._id, message: EVENT_MESSAGES.deleted });
    expect((await list(asha)).json().some((e: { _id: string }) => e._id === event._id)).toBe(false);
    expect((await remove(asha, event._id)).statusCode).toBe(404);
  });

  it('lists by date then time', async () => {
    const mine = (await list(asha)).json() as { date: string; time: string }[];
    const keys = mine.map((e) => `${e.date} ${e.time}`);
    expect(keys).toEqual([...keys].sort());
  });
});
