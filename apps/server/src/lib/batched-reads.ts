import { MicroBatcher, type Settled } from './micro-batch.ts';

/*
 * The Home tab's reads under load (issue 24, docs/performance.md): the requests of one turn of the event
 * loop share their statements, as the caller's check does (lib/micro-batch.ts). Never a cache: every
 * batch reads the database after all of its callers arrived.
 */

/**
 * A person's list (own attendance, events, tasks, leaves) for the people of one turn: `read(ids)` is ONE
 * statement for all of them, ordered as the one-person statement is (its ORDER BY, whatever the person),
 * and each caller gets the rows `ownerOf` gives to them, in that order: exactly what `read([id])` gives.
 * A batch that throws (a bad id breaks the whole statement) is read again one person at a time.
 */
export function perPersonReads<R>(
  read: (ids: readonly string[]) => Promise<R[]>,
  ownerOf: (row: R) => string,
): MicroBatcher<string, R[]> {
  return new MicroBatcher<string, R[]>({
    run: async (ids) => {
      const rows = await read([...new Set(ids)]);
      const byOwner = new Map<string, R[]>();
      for (const row of rows) {
        const owner = ownerOf(row);
        const list = byOwner.get(owner);
        if (list) list.push(row);
        else byOwner.set(owner, [row]);
      }
      // Each caller its own array (the same person twice in a batch gets two).
      return ids.map((id) => ({ value: [...(byOwner.get(id) ?? [])] }));
    },
    one: (id) => read([id]),
  });
}

/**
 * An organisation-wide read (the work week, a year's holidays) shared by the identical calls of one turn:
 * one read per distinct key, started after they all arrived; a key whose read fails fails its callers
 * only. The answer is shared: callers must not change it (they present it into new objects).
 */
export function sharedReads<K extends string | number, V>(read: (key: K) => Promise<V>): MicroBatcher<K, V> {
  return new MicroBatcher<K, V>({
    run: async (keys) => {
      const distinct = [...new Set(keys)];
      const settled = await Promise.allSettled(distinct.map((key) => read(key)));
      const byKey = new Map<K, Settled<V>>(
        distinct.map((key, i) => {
          const result = settled[i]!;
          return [key, result.status === 'fulfilled' ? { value: result.value } : { error: result.reason }];
        }),
      );
      return keys.map((key) => byKey.get(key)!);
    },
  });
}
