import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, events, leaveRequests, tasks } from '../../db/schema/index.ts';
import { perPersonReads } from '../../lib/batched-reads.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { listEventsOf, listEventsOfUsers } from '../events/events.repository.ts';
import { listLeavesOfUser, listLeavesOfUsers } from '../leave/leave.repository.ts';
import { listOwnCopies, listOwnCopiesOf } from '../notifications/notifications.repository.ts';
import { listAssignedTo, listAssignedToUsers } from '../tasks/tasks.repository.ts';
import { peopleShiftRows, personShiftRows } from '../work-calendar/shifts.repository.ts';
import { listAttendanceOfUser, listAttendanceOfUsers } from './attendance.repository.ts';

/**
 * An employee's Home under load (issue 24): the per-person reads of concurrent requests share one
 * statement (lib/batched-reads.ts); each person gets exactly what their own statement gives, and a bad
 * id in a batch fails alone.
 */
const TZ = 'Asia/Kolkata';
let ctx: TestContext;
let admin: TestUser;
let staff: TestUser[];
const NOBODY = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  staff = await Promise.all([1, 2, 3].map(() => createUser(ctx)));
  const [a, b] = staff as [TestUser, TestUser, TestUser]; // the third has nothing
  const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
  await ctx.db.insert(attendance).values([
    { userId: a.id, date: '2026-11-18', status: 'Present', checkIn: at('2026-11-18', '09:05'), late: true },
    {
      userId: a.id,
      date: '2026-11-19',
      status: 'Present',
      checkIn: at('2026-11-19', '09:00'),
      checkOut: at('2026-11-19', '18:10'),
      workedMinutes: 550,
    },
    { userId: b.id, date: '2026-11-19', status: 'Absent', corrected: true },
    { userId: a.id, date: '2026-10-30', status: 'Half Day', punchPlace: 'Head office' },
  ]);
  await ctx.db.insert(events).values([
    { userId: a.id, title: 'Review', date: '2026-11-21', time: '10:00' },
    { userId: b.id, title: 'Call', date: '2026-11-20', time: '15:00' },
    { userId: a.id, title: 'Stand-up', date: '2026-11-20', time: '09:30' },
  ]);
  await ctx.db.insert(tasks).values([
    {
      title: 'Report',
      date: '2026-11-22',
      time: '12:00',
      assignedTo: a.id,
      createdBy: admin.id,
      createdByName: admin.name,
    },
    {
      title: 'Files',
      date: '2026-11-21',
      time: '11:00',
      assignedTo: b.id,
      createdBy: admin.id,
      createdByName: admin.name,
    },
    {
      title: 'Slides',
      date: '2026-11-21',
      time: '09:00',
      assignedTo: a.id,
      createdBy: admin.id,
      createdByName: admin.name,
    },
  ]);
  await ctx.db.insert(leaveRequests).values([
    {
      userId: a.id,
      type: 'Sick Leave',
      startDate: '2026-11-02',
      endDate: '2026-11-03',
      createdAt: new Date('2026-11-01T05:00:00Z'),
    },
    { userId: b.id, type: 'Paid Leave', startDate: '2026-12-01', endDate: '2026-12-01', status: 'Approved' },
    {
      userId: a.id,
      type: 'Half Day',
      startDate: '2026-11-25',
      endDate: '2026-11-25',
      createdAt: new Date('2026-11-10T05:00:00Z'),
    },
  ]);
});
// Notifications (one to all, one to the first person) and a shift for the first person, through the API.
beforeAll(async () => {
  const [a] = staff as [TestUser];
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
  expect(
    (await post('/api/admin/notifications', { recipient: 'all', message: 'Office closed.' })).statusCode,
  ).toBe(201);
  expect(
    (await post('/api/admin/notifications', { recipient: [a.id], message: 'Your review.' })).statusCode,
  ).toBe(201);
  for (const [date, name] of [
    ['2026-12-25', 'Christmas'],
    ['2027-01-26', 'Republic Day'],
  ]) {
    expect((await post('/api/holidays', { date, name, kind: 'public' })).statusCode).toBe(201);
  }
  const shift = await post('/api/shifts', {
    name: 'Late',
    start: '11:00',
    end: '20:00',
    punchInFrom: '10:30',
    punchInUntil: '12:30',
    graceMinutes: 15,
  });
  expect(shift.statusCode).toBe(201);
  for (const from of ['2026-11-20', '2026-12-07']) {
    const assigned = await ctx.app.inject({
      method: 'PUT',
      url: `/api/employees/${a.id}/shift`,
      headers: bearer(admin),
      payload: { shiftId: (shift.json() as { id: string }).id, from },
    });
    expect(assigned.statusCode).toBe(200);
  }
});
afterAll(async () => ctx.close());

describe('batched per-person reads', () => {
  const reads = [
    [
      'own attendance',
      (ids: readonly string[]) => listAttendanceOfUsers(ctx.db, TZ, ids),
      (id: string) => listAttendanceOfUser(ctx.db, TZ, id),
      (r: { userId: string }) => r.userId,
    ],
    [
      'events',
      (ids: readonly string[]) => listEventsOfUsers(ctx.db, ids),
      (id: string) => listEventsOf(ctx.db, id),
      (r: { userId: string }) => r.userId,
    ],
    [
      'tasks',
      (ids: readonly string[]) => listAssignedToUsers(ctx.db, ids),
      (id: string) => listAssignedTo(ctx.db, id),
      (r: { assignedTo: string }) => r.assignedTo,
    ],
    [
      'leaves',
      (ids: readonly string[]) => listLeavesOfUsers(ctx.db, ids),
      (id: string) => listLeavesOfUser(ctx.db, id),
      (r: { userId: string }) => r.userId,
    ],
    [
      'notifications',
      async (ids: readonly string[]) =>
        (await listOwnCopiesOf(ctx.db, ids)).map(({ userId, ...row }) => ({ ...row, owner: userId })),
      async (id: string) => (await listOwnCopies(ctx.db, id)).map((row) => ({ ...row, owner: id })),
      (r: { owner: string }) => r.owner,
    ],
  ] as const;

  it.each(reads)(
    '%s: each person in a batch gets exactly their unbatched rows, in order',
    async (_, many, alone, owner) => {
      const batcher = perPersonReads<Record<string, unknown>>(many as never, owner as never);
      const ids = [...staff.map((s) => s.id), staff[0]!.id, NOBODY];
      const batched = await Promise.all(ids.map((id) => batcher.load(id)));
      const unbatched = await Promise.all(ids.map((id) => alone(id)));
      expect(batched).toEqual(unbatched);
      expect(batched[0]!.length).toBeGreaterThan(1);
    },
  );

  it.each(reads)(
    '%s: a bad id breaks the batch, fails alone, and the others are answered',
    async (_, many, alone, owner) => {
      const batcher = perPersonReads<Record<string, unknown>>(many as never, owner as never);
      const [a, b] = staff as [TestUser, TestUser];
      const results = await Promise.allSettled([a.id, 'not-a-uuid', b.id].map((id) => batcher.load(id)));
      expect(results[0]).toEqual({ status: 'fulfilled', value: await alone(a.id) });
      expect(results[1]!.status).toBe('rejected');
      expect(results[2]).toEqual({ status: 'fulfilled', value: await alone(b.id) });
    },
  );
});

describe('batched shift cards', () => {
  it("each person's rows are their unbatched ones; an unknown person does not exist", async () => {
    const ids = [...staff.map((s) => s.id), NOBODY];
    const batched = await peopleShiftRows(ctx.db, ids);
    for (const id of ids) {
      const alone = await personShiftRows(ctx.db, id);
      const together = batched.get(id)!;
      expect(together.exists).toBe(alone.exists);
      expect(together.assignments).toEqual(alone.assignments);
      if (alone.exists) expect(new Set(together.all)).toEqual(new Set(alone.all));
    }
    expect(batched.get(staff[0]!.id)!.assignments).toHaveLength(2);
  });
});

describe("an employee's Home at once", () => {
  const homeUrls = (id: string) => [
    `/api/employees/${id}/attendance`,
    `/api/employees/${id}/attendance/stats?month=2026-11`,
    `/api/employees/${id}/attendance/stats?month=2026-10`,
    `/api/events/${id}`,
    `/api/tasks/user/${id}`,
    `/api/employees/${id}/leaves`,
    `/api/employees/${id}/notifications`,
    `/api/employees/${id}/shift`,
    '/api/settings/work-week',
    '/api/holidays?year=2026',
    '/api/holidays?year=2027',
  ];
  const get = (user: TestUser, url: string) =>
    ctx.app
      .inject({ method: 'GET', url, headers: bearer(user) })
      .then((r) => ({ status: r.statusCode, body: r.body }));

  it('answers concurrent requests byte for byte as it answers them one at a time', async () => {
    const calls = staff.flatMap((user) => homeUrls(user.id).map((url) => [user, url] as const));
    const together = await Promise.all(calls.map(([user, url]) => get(user, url)));
    const alone: Array<{ status: number; body: string }> = [];
    for (const [user, url] of calls) alone.push(await get(user, url));
    expect(together).toEqual(alone);
    expect(together.every((r) => r.status === 200)).toBe(true);
    const stats = JSON.parse(together[1]!.body) as { present: number };
    expect(stats.present).toBeGreaterThan(0);
    const year = calls.findIndex(([, url]) => url === '/api/holidays?year=2026');
    expect(together[year]!.body).toContain('Christmas');
    expect(together[year]!.body).not.toContain('Republic Day');
  });

  it('a work-week change that answered before a request arrived is in its answer (no cache)', async () => {
    const before = await get(staff[0]!, '/api/settings/work-week');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/work-week',
      headers: bearer(admin),
      payload: { effectiveFrom: '2026-12-01', weeklyOff: [0, 6], nthWeekOff: [] },
    });
    expect(put.statusCode).toBe(200);
    const after = await Promise.all(staff.map((user) => get(user, '/api/settings/work-week')));
    expect(after.map((r) => r.body)).toEqual(staff.map(() => put.body));
    expect(after[0]!.body).not.toBe(before.body);
  });
});
