import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { attendance } from '../../db/schema/index.ts';
import { createTestApp, createUser, type TestContext } from '../../test/test-app.ts';
import { recentAttendanceWindow, recentRecordsByPerson } from './attendance.recent.ts';

describe('the employee list’s attendance window', () => {
  it.each([
    ['2026-11-20', '2026-10-01', '2026-11-30'],
    ['2026-11-01', '2026-10-01', '2026-11-30'],
    ['2026-01-15', '2025-12-01', '2026-01-31'],
    ['2026-03-31', '2026-02-01', '2026-03-31'],
    ['2024-02-10', '2024-01-01', '2024-02-29'],
    ['2026-02-28', '2026-01-01', '2026-02-28'],
  ])('on %s runs from %s to %s', (today, from, to) => {
    expect(recentAttendanceWindow(today)).toEqual({ from, to });
  });
});

describe('everyone’s recent records', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('come from one statement however many people there are, newest first per person', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => createUser(ctx)));
    await ctx.db.insert(attendance).values(
      people.flatMap((person, i) => [
        { userId: person.id, date: '2026-11-02', status: 'Present' as const },
        { userId: person.id, date: '2026-11-03', status: i % 2 ? ('Absent' as const) : ('Present' as const) },
        { userId: person.id, date: '2026-10-30', status: 'Sick Leave' as const },
      ]),
    );
    let statements = 0;
    // The real database, watched: every query builder and raw statement it starts is counted.
    const watched = new Proxy(ctx.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (['execute', 'select', 'selectDistinct', 'query'].includes(String(key))) statements += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }) as Database;
    const byPerson = await recentRecordsByPerson(watched, ctx.config.orgTimezone, {
      from: '2026-10-01',
      to: '2026-11-30',
    });
    expect(statements).toBe(1);
    expect(byPerson.size).toBe(12);
    for (const person of people) {
      expect(byPerson.get(person.id)!.map((record) => record.date)).toEqual([
        '2026-11-03',
        '2026-11-02',
        '2026-10-30',
      ]);
    }
  });
});
