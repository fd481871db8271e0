import { describe, expect, it } from 'vitest';
import { BatchShapeError, MicroBatcher, type Settled } from './micro-batch.ts';

/** A batcher over numbers that records every batch it was given; `answer` decides each item. */
function recorder(
  answer: (item: number) => Settled<string> = (n) => ({ value: `v${n}` }),
  options: { maxSize?: number; maxInFlight?: number; one?: (n: number) => Promise<string> } = {},
) {
  const batches: number[][] = [];
  const batcher = new MicroBatcher<number, string>({
    run: async (items) => {
      batches.push([...items]);
      return items.map(answer);
    },
    ...options,
  });
  return { batcher, batches };
}

/** Every promise's outcome, without letting a rejection escape. */
const outcomes = (promises: Array<Promise<string>>) => Promise.allSettled(promises);

describe('MicroBatcher', () => {
  it('answers the calls of one turn with one set-based call, each caller with its own result, in order', async () => {
    const { batcher, batches } = recorder();
    const answers = await Promise.all([1, 2, 3, 4].map((n) => batcher.load(n)));
    expect(answers).toEqual(['v1', 'v2', 'v3', 'v4']);
    expect(batches).toEqual([[1, 2, 3, 4]]);
  });

  it('a lone call is a batch of one', async () => {
    const { batcher, batches } = recorder();
    expect(await batcher.load(7)).toBe('v7');
    expect(batches).toEqual([[7]]);
  });

  it('one failing item fails only its own caller', async () => {
    const refused = new Error('already punched in');
    const { batcher } = recorder((n) => (n === 2 ? { error: refused } : { value: `v${n}` }));
    const results = await outcomes([1, 2, 3].map((n) => batcher.load(n)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 'v1' },
      { status: 'rejected', reason: refused },
      { status: 'fulfilled', value: 'v3' },
    ]);
  });

  it('an error of the whole batch reaches every caller when there is no way to try one alone', async () => {
    const down = new Error('connection lost');
    const batcher = new MicroBatcher<number, string>({
      run: async () => {
        throw down;
      },
    });
    const results = await outcomes([1, 2, 3].map((n) => batcher.load(n)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(results.every((r) => r.status === 'rejected' && r.reason === down)).toBe(true);
  });

  it('after a failed batch, each item is tried alone: the bad one fails, the others succeed', async () => {
    const tried: number[] = [];
    const batcher = new MicroBatcher<number, string>({
      run: async (items) => {
        if (items.includes(13)) throw new Error('one row broke the statement');
        return items.map((n) => ({ value: `v${n}` }));
      },
      one: async (n) => {
        tried.push(n);
        if (n === 13) throw new Error(`13 refused`);
        return `alone ${n}`;
      },
    });
    const results = await outcomes([12, 13, 14].map((n) => batcher.load(n)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 'alone 12' },
      { status: 'rejected', reason: new Error('13 refused') },
      { status: 'fulfilled', value: 'alone 14' },
    ]);
    expect(tried.sort()).toEqual([12, 13, 14]);
  });

  it('a batch answered with too few results fails every caller (nothing silently lost) and is not retried', async () => {
    let alone = 0;
    const batcher = new MicroBatcher<number, string>({
      run: async (items) => items.slice(1).map((n) => ({ value: `v${n}` })),
      one: async () => {
        alone += 1;
        return 'alone';
      },
    });
    const results = await outcomes([1, 2, 3].map((n) => batcher.load(n)));
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof BatchShapeError)).toBe(true);
    expect(alone).toBe(0);
  });

  it('settles each caller exactly once, with its own item, over many batches', async () => {
    const { batcher, batches } = recorder(undefined, { maxSize: 7 });
    const items = Array.from({ length: 100 }, (_, i) => i);
    const answers = await Promise.all(items.map((n) => batcher.load(n)));
    expect(answers).toEqual(items.map((n) => `v${n}`));
    expect(batches.flat()).toEqual(items);
    expect(batches.every((b) => b.length <= 7)).toBe(true);
    expect(batcher.pending).toBe(0);
  });

  it('gathers calls while a batch runs and sends them together when it ends', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const batches: number[][] = [];
    const batcher = new MicroBatcher<number, number>({
      run: async (items) => {
        batches.push([...items]);
        if (batches.length === 1) await gate;
        return items.map((n) => ({ value: n * 10 }));
      },
      maxInFlight: 1,
    });
    const first = batcher.load(1);
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    const later = [2, 3, 4].map((n) => batcher.load(n));
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(batcher.pending).toBe(3);
    release();
    expect(await first).toBe(10);
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('an empty batcher runs nothing', async () => {
    const { batcher, batches } = recorder();
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(batches).toEqual([]);
    expect(batcher.pending).toBe(0);
  });
});
