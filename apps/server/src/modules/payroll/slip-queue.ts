/**
 * Runs salary-slip batches in the background. The batch itself lives in job_runs (payroll.repository.ts),
 * so the queue only carries batch ids: an in-process queue today; a BullMQ queue on Redis (issue 8) can
 * implement the same interface so each batch runs once across instances.
 */
export interface SlipBatchQueue {
  /** Begins taking batches; `handler` runs one batch to the end (or throws). */
  start(handler: (batchId: string) => Promise<void>): void;
  enqueue(batchId: string): void;
  /** Resolves once every enqueued batch has been handled (tests, graceful shutdown). */
  idle(): Promise<void>;
  /** Stops taking batches and waits for the running one; unfinished batches resume at the next start. */
  close(): Promise<void>;
}

/** One batch at a time, in order: PDF rendering is CPU work, two batches at once would not be faster. */
export class InProcessSlipQueue implements SlipBatchQueue {
  private handler: ((batchId: string) => Promise<void>) | null = null;
  private readonly pending: string[] = [];
  private readonly queued = new Set<string>();
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly onError: (batchId: string, error: unknown) => void) {}

  start(handler: (batchId: string) => Promise<void>): void {
    this.handler = handler;
    this.closed = false;
    this.pump();
  }

  enqueue(batchId: string): void {
    if (this.queued.has(batchId)) return;
    this.queued.add(batchId);
    this.pending.push(batchId);
    this.pump();
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  private pump(): void {
    if (this.running || !this.handler || this.closed) return;
    const next = this.pending.shift();
    if (next === undefined) return;
    const handler = this.handler;
    this.running = handler(next)
      .catch((error: unknown) => this.onError(next, error))
      .finally(() => {
        this.queued.delete(next);
        this.running = null;
        this.pump();
      });
  }
}
