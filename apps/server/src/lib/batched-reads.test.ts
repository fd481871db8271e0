import { describe, expect, it } from 'vitest';
import { perPersonReads, sharedReads } from './batched-reads.ts';

/** A read over people's rows that records every statement; an id 'bad' breaks the whole statement. */
function people(rows: Array<{ owner: string; n: number }>) {
  const statements: string[][] = [];
  const read = async (ids: readonly string[]) => {
    statements.push([...ids]);
    if (ids.includes('bad')) throw new Error('invalid input syntax for type uuid: "bad"');
    return rows.filter((row) => ids.includes(row.owner));
  };
  return { statements, batcher: perPersonReads(read, (row) => row.owner) };
}

describe('perPersonReads', () => {
  const rows = [
    { owner: 'a', n: 1 },
    { owner: 'b', n: 2 },
    { owner: 'a', n: 3 },
  ];

  it('answers the people of one turn with one statement, each with their own rows in its order', async () => {
    const { statements, batcher } = people(rows);
    const answers = await Promise.all(['a', 'b', 'c', 'a'].map((id) => batcher.load(id)));
    expect(answers).toEqual([[rows[0], rows[2]], [rows[1]], [], [rows[0], rows[2]]]);
    expect(statements).toEqual([['a', 'b', 'c']]);
    expect(answers[0]).not.toBe(answers[3]); // the same person twice: two arrays
  });

  it('a batch broken by one bad id is read again one by one: the bad one fails alone', async () => {
    const { statements, batcher } = people(rows);
    const results = await Promise.allSettled(['a', 'bad', 'b'].map((id) => batcher.load(id)));
    expect(results[0]).toEqual({ status: 'fulfilled', value: [rows[0], rows[2]] });
    expect(results[1]).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringMatching(/uuid/) },
    });
    expect(results[2]).toEqual({ status: 'fulfilled', value: [rows[1]] });
    expect(statements).toEqual([['a', 'bad', 'b'], ['a'], ['bad'], ['b']]);
  });
});

describe('sharedReads', () => {
  it('reads once per distinct key for the calls of one turn; a failing key fails its callers only', async () => {
    const reads: number[] = [];
    const batcher = sharedReads(async (year: number) => {
      reads.push(year);
      if (year === 1999) throw new Error('no such year');
      return [`holidays of ${year}`];
    });
    const results = await Promise.allSettled([2026, 2027, 2026, 1999].map((year) => batcher.load(year)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      ['holidays of 2026'],
      ['holidays of 2027'],
      ['holidays of 2026'],
      'no such year',
    ]);
    expect(reads).toEqual([2026, 2027, 1999]);
  });

  it('is not a cache: a call in a later turn reads again', async () => {
    let version = 0;
    const batcher = sharedReads(async (_: 'work-week') => ++version);
    expect(await batcher.load('work-week')).toBe(1);
    expect(await batcher.load('work-week')).toBe(2);
  });
});
