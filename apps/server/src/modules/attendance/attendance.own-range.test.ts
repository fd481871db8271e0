import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_LIST_MESSAGES, type AttendanceRecord } from '@hrms/shared';
import { attendance } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// The own list's optional from..to (docs/attendance.md): the clock card asks for today alone instead of the
// whole history. Without the parameters the spec's answer is unchanged.
let ctx: TestContext;
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  ctx = await createTestApp(); // Friday 20 Nov 2026, 10:00 in Kolkata
  asha = await createUser(ctx, { name: 'Asha Range' });
  ravi = await createUser(ctx, { name: 'Ravi Range' });
  const days = ['2026-10-30', '2026-11-02', '2026-11-18', '2026-11-19', '2026-11-20'];
  await ctx.db
    .insert(attendance)
    .values([
      ...days.map((date) => ({ userId: asha.id, date, status: 'Present' as const })),
      { userId: ravi.id, date: '2026-11-20', status: 'Absent' as const },
    ]);
});
afterAll(() => ctx.close());

const own = (user: TestUser, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/employees/${user.id}/attendance${query}`,
    headers: bearer(user),
  });

describe('my attendance from..to', () => {
  it('answers only those days, exactly as the whole history has them', async () => {
    const whole = (await own(asha)).json() as AttendanceRecord[];
    expect(whole.map((row) => row.date)).toEqual([
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-02',
      '2026-10-30',
    ]);
    const today = await own(asha, '?from=2026-11-20&to=2026-11-20');
    expect(today.statusCode).toBe(200);
    expect(today.json()).toEqual(whole.slice(0, 1));
    const range = await own(asha, '?from=2026-10-31&to=2026-11-19');
    expect(range.json()).toEqual(whole.filter((row) => row.date >= '2026-10-31' && row.date <= '2026-11-19'));
    expect((await own(asha, '?from=2026-12-01&to=2026-12-31')).json()).toEqual([]);
  });

  it('answers each of many people asking together with their own rows', async () => {
    const asked = [
      [asha, '?from=2026-11-20&to=2026-11-20'],
      [ravi, '?from=2026-11-20&to=2026-11-20'],
      [asha, '?from=2026-11-01&to=2026-11-30'],
      [ravi, ''],
      [asha, '?from=2026-11-20&to=2026-11-20'],
    ] as const;
    const together = await Promise.all(asked.map(([user, query]) => own(user, query)));
    for (const [i, [user, query]] of asked.entries()) {
      const alone = await own(user, query);
      expect(together[i]!.statusCode).toBe(200);
      expect(together[i]!.body).toBe(alone.body);
    }
    expect((together[1]!.json() as AttendanceRecord[]).map((row) => row.status)).toEqual(['Absent']);
  });

  it('refuses a half or wrong range with 400 and the message', async () => {
    for (const query of [
      '?from=2026-11-20',
      '?to=2026-11-20',
      '?from=2026-11-21&to=2026-11-20',
      '?from=2026-02-30&to=2026-03-01',
      '?from=2025-01-01&to=2026-11-20',
    ]) {
      const res = await own(asha, query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().message).toBe(ATTENDANCE_LIST_MESSAGES.invalidOwnRange);
    }
    const badFormat = await own(asha, '?from=20-11-2026&to=2026-11-20');
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toBe('Date must look like YYYY-MM-DD.');
  });

  it('keeps the list its owner’s: another person’s id is refused whatever the range', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${ravi.id}/attendance?from=2026-11-20&to=2026-11-20`,
      headers: bearer(asha),
    });
    expect(res.statusCode).toBe(403);
  });
});
