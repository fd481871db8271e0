import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ATTENDANCE_MESSAGES as M, MESSAGES, type AttendanceUpdatedPayload, type Shift } from '@hrms/shared';
import { attendance, userSessions } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * The morning burst (issue 24): punch-ins that arrive together are answered by shared, set-based
 * statements (lib/micro-batch.ts, attendance.punch-in.ts). Each person is still judged alone: one bad
 * request in a batch gets its own answer, the others theirs, and every accepted punch is one row.
 */
const TODAY = '2026-11-20'; // the test clock: Friday, 10:00 in Kolkata, inside the default window
let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
});
afterAll(async () => ctx.close());

const punchIn = (user: { id: string; token: string }) =>
  ctx.app.inject({ method: 'POST', url: `/api/employees/${user.id}/punch-in`, headers: bearer(user) });

const rowsOf = (userId: string) =>
  ctx.db
    .select()
    .from(attendance)
    .where(and(eq(attendance.userId, userId), eq(attendance.date, TODAY)));

const people = (count: number) => Promise.all(Array.from({ length: count }, () => createUser(ctx)));

/** A person on a shift whose punch-in window opens at 10:30 (not open yet at 10:00). */
async function personOnLateShift(): Promise<TestUser> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/shifts',
    headers: bearer(admin),
    payload: {
      name: `Late ${Date.now()}`,
      start: '11:00',
      end: '20:00',
      punchInFrom: '10:30',
      punchInUntil: '12:30',
      graceMinutes: 15,
    },
  });
  expect(created.statusCode).toBe(201);
  const person = await createUser(ctx);
  const assigned = await ctx.app.inject({
    method: 'PUT',
    url: `/api/employees/${person.id}/shift`,
    headers: bearer(admin),
    payload: { shiftId: (created.json() as Shift).id, from: TODAY },
  });
  expect(assigned.statusCode).toBe(200);
  return person;
}

describe('a burst of punch-ins', () => {
  it('answers each request on its own merits, and every accepted punch is one row', async () => {
    const fine = await people(20);
    const punchedEarlier = await createUser(ctx);
    expect((await punchIn(punchedEarlier)).statusCode).toBe(200);
    const markedAbsent = await createUser(ctx);
    await ctx.db
      .insert(attendance)
      .values({ userId: markedAbsent.id, date: TODAY, status: 'Absent', source: 'manual' });
    const halfDay = await createUser(ctx);
    await ctx.db
      .insert(attendance)
      .values({ userId: halfDay.id, date: TODAY, status: 'Half Day', source: 'leave' });
    const tooEarly = await personOnLateShift();
    const twice = await createUser(ctx);
    const signedOut = await createUser(ctx);
    await ctx.db
      .update(userSessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(userSessions.userId, signedOut.id));

    const burst = [...fine, punchedEarlier, markedAbsent, halfDay, tooEarly, twice, twice, signedOut];
    const answers = await Promise.all(burst.map(punchIn));
    const answerOf = (user: TestUser) => answers[burst.indexOf(user)]!;

    for (const person of fine) {
      expect(answerOf(person).statusCode).toBe(200);
      expect(answerOf(person).json()).toMatchObject({ status: 'Punched In', date: TODAY });
      const stored = await rowsOf(person.id);
      expect(stored).toHaveLength(1);
      // The answer is built from the values inserted (the statement returns only ids): it must be the
      // stored row exactly as the person's own list shows it.
      const own = await ctx.app.inject({
        method: 'GET',
        url: `/api/employees/${person.id}/attendance?from=${TODAY}&to=${TODAY}`,
        headers: bearer(person),
      });
      expect(own.json()).toEqual([answerOf(person).json()]);
      expect(answerOf(person).json()).toMatchObject({ _id: stored[0]!.id, checkIn: '10:00', late: true });
    }
    expect(answerOf(punchedEarlier).statusCode).toBe(409);
    expect(answerOf(punchedEarlier).json()).toEqual({ code: 'conflict', message: M.alreadyPunchedIn });
    expect(answerOf(markedAbsent).statusCode).toBe(409);
    expect(answerOf(markedAbsent).json()).toEqual({ code: 'conflict', message: M.alreadyMarked });
    expect(answerOf(halfDay).statusCode).toBe(200);
    expect(answerOf(halfDay).json()).toMatchObject({ status: 'Half Day' });
    expect(answerOf(tooEarly).statusCode).toBe(422);
    expect(answerOf(tooEarly).json()).toEqual({
      code: 'unprocessable',
      message: 'The punch-in window (10:30 AM - 12:30 PM) has not opened yet.',
    });
    expect(await rowsOf(tooEarly.id)).toHaveLength(0);
    const both = answers.filter((_, i) => burst[i] === twice).map((a) => a.statusCode);
    expect(both.sort()).toEqual([200, 409]);
    expect(await rowsOf(twice.id)).toHaveLength(1);
    expect(answerOf(signedOut).statusCode).toBe(401);
    expect(answerOf(signedOut).json()).toEqual({ code: 'unauthorized', message: MESSAGES.sessionExpired });
    expect(await rowsOf(signedOut.id)).toHaveLength(0);
  });

  it('a statement one punch breaks is tried again one by one: the others are written once, the bad one fails alone', async () => {
    const fine = await people(10);
    // No such person: the batch's INSERT violates the users foreign key as a whole.
    const ghost = {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Ghost',
      email: 'g@example.com',
      role: 'Employee' as const,
    };
    const callers = [...fine.slice(0, 5), ghost, ...fine.slice(5)];
    const outcomes = await Promise.allSettled(
      callers.map((caller) =>
        ctx.app.services.attendance.punchIn({
          id: caller.id,
          name: caller.name,
          email: caller.email,
          role: caller.role,
        }),
      ),
    );
    expect(outcomes[5]!.status).toBe('rejected');
    for (const [i, person] of callers.entries()) {
      if (person === ghost) continue;
      expect(outcomes[i]).toMatchObject({ status: 'fulfilled', value: { status: 'Punched In' } });
      expect(await rowsOf(person.id)).toHaveLength(1);
    }
    expect(await rowsOf(ghost.id)).toHaveLength(0);
  });

  it('tells Admin and HR once for a whole batch, naming each new row once; each Employee hears of their own', async () => {
    const crowd = await people(30);
    const toRoles = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    const toUser = vi.spyOn(ctx.app.realtime, 'emitToUser');
    const answers = await Promise.all(crowd.map(punchIn));
    const staffCalls = toRoles.mock.calls.filter(([, event]) => event === 'attendance_updated');
    const userCalls = toUser.mock.calls.filter(([, event]) => event === 'attendance_updated');
    toRoles.mockRestore();
    toUser.mockRestore();
    expect(answers.map((a) => a.statusCode)).toEqual(crowd.map(() => 200));

    expect(staffCalls.length).toBeGreaterThan(0);
    expect(staffCalls.length).toBeLessThan(crowd.length);
    const named = staffCalls.flatMap(([, , payload]) => (payload as AttendanceUpdatedPayload).userIds);
    expect(named.sort()).toEqual(crowd.map((p) => p.id).sort());
    for (const [roles, , payload] of staffCalls) {
      expect(roles).toEqual(['Admin', 'HR']);
      expect(payload).toMatchObject({ dates: [TODAY], reason: 'punch-in' });
    }
    for (const person of crowd) {
      expect(userCalls.filter(([userId]) => userId === person.id)).toEqual([
        [person.id, 'attendance_updated', { userIds: [person.id], dates: [TODAY], reason: 'punch-in' }],
      ]);
    }
  });
});
