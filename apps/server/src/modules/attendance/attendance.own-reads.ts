import type { MonthStats } from '@hrms/shared';
import { perPersonReads } from '../../lib/batched-reads.ts';
import { MicroBatcher } from '../../lib/micro-batch.ts';
import type { Queryable } from '../../db/client.ts';
import { listAttendanceOfUsers, type AttendanceListRow } from './attendance.repository.ts';

/*
 * An employee's Home under load (issue 24, docs/performance.md): the own history and the month stats of the
 * people asking in one turn of the event loop are read by one statement for all, each person answered
 * with exactly what their own statement would give. Not a cache: a batch reads after its callers arrived.
 */

/** Own history, newest first, of the people asking in one turn. */
export const ownHistoryReads = (db: () => Queryable, timeZone: () => string) =>
  perPersonReads(
    (ids) => listAttendanceOfUsers(db(), timeZone(), ids),
    (row) => row.userId,
  );

export interface OwnRangeKey {
  userId: string;
  from: string;
  to: string;
}

/**
 * Own rows from..to (the clock card asks for today's), of the people asking in one turn: one statement a
 * range asked for (usually one: everyone's today), each person their rows newest first.
 */
export function ownRangeReads(db: () => Queryable, timeZone: () => string) {
  const rangeOf = (key: OwnRangeKey) => `${key.from}..${key.to}`;
  const read = (ids: readonly string[], from: string, to: string) =>
    listAttendanceOfUsers(db(), timeZone(), ids, { from, to });
  return new MicroBatcher<OwnRangeKey, AttendanceListRow[]>({
    run: async (keys) => {
      const byRange = new Map<string, Map<string, AttendanceListRow[]>>();
      for (const range of new Set(keys.map(rangeOf))) {
        const asking = keys.filter((key) => rangeOf(key) === range);
        const { from, to } = asking[0]!;
        const byPerson = new Map<string, AttendanceListRow[]>();
        for (const row of await read([...new Set(asking.map((key) => key.userId))], from, to)) {
          const list = byPerson.get(row.userId);
          if (list) list.push(row);
          else byPerson.set(row.userId, [row]);
        }
        byRange.set(range, byPerson);
      }
      // Each caller its own array (the same person twice in a batch gets two).
      return keys.map((key) => ({ value: [...(byRange.get(rangeOf(key))!.get(key.userId) ?? [])] }));
    },
    one: (key) => read([key.userId], key.from, key.to),
  });
}

export interface OwnStatsKey {
  userId: string;
  year: number;
  month: number;
}

type StatsFor = (userIds: string[], year: number, month: number) => Promise<Map<string, MonthStats>>;

/** The month stats of the people asking in one turn: one statement a month asked for (usually one). */
export function ownStatsReads(statsFor: StatsFor): MicroBatcher<OwnStatsKey, MonthStats> {
  const monthOf = (key: OwnStatsKey) => `${key.year}-${key.month}`;
  return new MicroBatcher<OwnStatsKey, MonthStats>({
    run: async (keys) => {
      const byMonth = new Map<string, Map<string, MonthStats>>();
      for (const month of new Set(keys.map(monthOf))) {
        const asking = keys.filter((key) => monthOf(key) === month);
        const { year, month: m } = asking[0]!;
        byMonth.set(month, await statsFor([...new Set(asking.map((key) => key.userId))], year, m));
      }
      // Each caller its own object (the same person twice in a batch gets two).
      return keys.map((key) => ({ value: { ...byMonth.get(monthOf(key))!.get(key.userId)! } }));
    },
    one: async (key) => (await statsFor([key.userId], key.year, key.month)).get(key.userId)!,
  });
}
