/**
 * Micro-batching (issue 24, docs/performance.md): the calls made while the event loop is busy with one
 * turn (a burst of requests reaching the same step) are collected and answered by ONE set-based call,
 * and each caller gets its own result or its own error.
 *
 * - A batch starts on the next turn of the event loop (setImmediate), with at most `maxSize` calls; while
 *   `maxInFlight` batches are running, calls keep gathering and go in the next batch when one ends, so
 *   batches grow with the load and a lone call waits for nothing but one turn.
 * - Batches always start from a fresh turn, never straight from the end of the previous one: an embedded
 *   engine (PGlite) answers inside promise callbacks, and a chain of batches that never yields would hold
 *   back every answer already computed (their sending is queued behind it) until the whole burst is done.
 * - `run` answers with one entry per item, in the items' order: `{ value }` or `{ error }` (that caller's
 *   own failure: the others are not touched).
 * - When `run` throws, or answers with the wrong number of entries, nothing is silently lost: with `one`
 *   given, each item is tried again alone (so a statement that one bad row broke does not fail the
 *   others; `run` must then be all-or-nothing, one statement or one transaction), else every caller gets
 *   the batch's error.
 * - Each caller is settled exactly once.
 */
export type Settled<O> = { value: O } | { error: unknown };

export interface MicroBatchOptions<I, O> {
  /** The set-based call: one entry per item, in the same order. */
  run: (items: readonly I[]) => Promise<ReadonlyArray<Settled<O>>>;
  /** The same work for one item, used when `run` failed as a whole (see above). */
  one?: (item: I) => Promise<O>;
  /** The most items in one batch (default 100: the first answers of a burst come early). */
  maxSize?: number;
  /** How many batches may run at once (default 2: one is being answered while the next runs). */
  maxInFlight?: number;
}

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export class BatchShapeError extends Error {
  constructor(expected: number, got: number) {
    super(`A batch of ${expected} was answered with ${got} results`);
    this.name = 'BatchShapeError';
  }
}

export class MicroBatcher<I, O> {
  private queue: Array<Waiting<I, O>> = [];
  private scheduled = false;
  private inFlight = 0;
  private readonly maxSize: number;
  private readonly maxInFlight: number;

  constructor(private readonly options: MicroBatchOptions<I, O>) {
    this.maxSize = Math.max(1, options.maxSize ?? 100);
    this.maxInFlight = Math.max(1, options.maxInFlight ?? 2);
  }

  /** One caller's item; settles with its own result or error. */
  load(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Calls waiting for a batch (for tests and gauges). */
  get pending(): number {
    return this.queue.length;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.queue.length > 0 && this.inFlight < this.maxInFlight) {
      const batch = this.queue.splice(0, this.maxSize);
      this.inFlight += 1;
      void this.execute(batch).finally(() => {
        this.inFlight -= 1;
        if (this.queue.length > 0) this.schedule();
      });
    }
  }

  private async execute(batch: Array<Waiting<I, O>>): Promise<void> {
    let results: ReadonlyArray<Settled<O>>;
    try {
      results = await this.options.run(batch.map((w) => w.item));
      if (results.length !== batch.length) throw new BatchShapeError(batch.length, results.length);
    } catch (error) {
      await this.failed(batch, error);
      return;
    }
    batch.forEach((waiting, i) => {
      const result = results[i];
      if (typeof result !== 'object' || result === null) waiting.reject(new BatchShapeError(batch.length, i));
      else if ('error' in result) waiting.reject(result.error);
      else waiting.resolve(result.value);
    });
  }

  /** The whole batch failed: each item alone when `one` is given (a shape error is a bug: no retry). */
  private async failed(batch: Array<Waiting<I, O>>, error: unknown): Promise<void> {
    const one = this.options.one;
    if (!one || batch.length === 1 || error instanceof BatchShapeError) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    await Promise.all(batch.map((waiting) => one(waiting.item).then(waiting.resolve, waiting.reject)));
  }
}
