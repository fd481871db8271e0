import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../../db/schema/index.ts';
import { createTestApp, createUser, type TestContext } from '../../test/test-app.ts';
import {
  attendanceDayCounts,
  attendancePage,
  filteredAttendance,
  type AttendanceFilter,
  type AttendanceKey,
} from './attendance.pages.repository.ts';

// A page is planned from the day counts (attendance.pages.repository.ts): full days are walked by name,
// nearly empty ones (a future day with a few people on approved leave) read through the date index. With the
// threshold set low, both ways meet in one page; paging through must give exactly the whole list, in order,
// from any cursor, whatever the page size.
let ctx: TestContext;
const TZ = 'Asia/Kolkata';

beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-20T04:00:00.000Z' });
  const people = [];
  for (const name of ['Kiran', 'Asha', 'Meera', 'Bala', 'Dev', 'Asha', 'Zoya', 'Chandra'])
    people.push(await createUser(ctx, { name: `${name} Plan` }));
  const rows: Array<typeof attendance.$inferInsert> = [];
  // Full days (everyone), a half day, and future days with one or two people on leave.
  for (const date of ['2026-11-02', '2026-11-03', '2026-11-19', '2026-11-20'])
    for (const [i, person] of people.entries())
      rows.push({ userId: person.id, date, status: i % 3 === 0 ? 'Absent' : 'Present' });
  for (const person of people.slice(0, 4))
    rows.push({ userId: person.id, date: '2026-11-10', status: 'Present' });
  rows.push({ userId: people[2]!.id, date: '2026-11-24', status: 'Paid Leave' });
  rows.push({ userId: people[5]!.id, date: '2026-11-27', status: 'Sick Leave' });
  rows.push({ userId: people[1]!.id, date: '2026-11-27', status: 'Paid Leave' });
  await ctx.db.insert(attendance).values(rows);
});
afterAll(() => ctx.close());

const keyOf = (row: { date: string; employeeName: string; userId: string }): AttendanceKey => [
  row.date,
  row.employeeName,
  row.userId,
];

async function everyPage(filter: AttendanceFilter, limit: number, sparseDay: number) {
  const counts = await attendanceDayCounts(ctx.db, filter);
  const seen: string[] = [];
  let after: AttendanceKey | null = null;
  for (let page = 0; page < 200; page += 1) {
    const rows = await attendancePage(ctx.db, TZ, filter, counts, after, limit + 1, sparseDay);
    const shown = rows.slice(0, limit);
    seen.push(...shown.map((row) => `${row.date} ${row.employeeName} ${row.userId}`));
    if (rows.length <= limit) return { seen, total: counts.reduce((sum, day) => sum + day.n, 0) };
    after = keyOf(shown[shown.length - 1]!);
  }
  throw new Error('paging did not end');
}

describe('a page planned from the day counts', () => {
  const month: AttendanceFilter = { from: '2026-11-01', to: '2026-11-30' };

  it('pages through exactly the whole list, walking full days and sorting nearly empty ones', async () => {
    const whole = (await filteredAttendance(ctx.db, TZ, month)).map(
      (row) => `${row.date} ${row.employeeName} ${row.userId}`,
    );
    expect(whole).toHaveLength(4 * 8 + 4 + 3);
    for (const sparseDay of [0, 2, 4, 1_000])
      for (const limit of [1, 2, 3, 5, 8, 9, 50]) {
        const { seen, total } = await everyPage(month, limit, sparseDay);
        expect({ sparseDay, limit, seen }).toEqual({ sparseDay, limit, seen: whole });
        expect(total).toBe(whole.length);
      }
  });

  it('applies the filters to the counts and to both ways of reading a day', async () => {
    const filters: AttendanceFilter[] = [
      { ...month, q: 'asha' },
      { ...month, status: 'Absent' },
      { ...month, status: 'Paid Leave' },
      { from: '2026-11-19', to: '2026-11-27', role: 'Employee' },
    ];
    for (const filter of filters) {
      const whole = (await filteredAttendance(ctx.db, TZ, filter)).map(
        (row) => `${row.date} ${row.employeeName} ${row.userId}`,
      );
      expect(whole.length).toBeGreaterThan(0);
      for (const limit of [1, 4, 50]) {
        const { seen, total } = await everyPage(filter, limit, 2);
        expect(seen).toEqual(whole);
        expect(total).toBe(whole.length);
      }
    }
  });

  it('answers nothing for a range without rows', async () => {
    const empty: AttendanceFilter = { from: '2026-12-01', to: '2026-12-31' };
    expect(await attendanceDayCounts(ctx.db, empty)).toEqual([]);
    expect(await attendancePage(ctx.db, TZ, empty, [], null, 51)).toEqual([]);
  });
});
