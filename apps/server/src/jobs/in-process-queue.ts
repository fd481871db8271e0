import type { JobQueue } from './job-runner.ts';

/** One id at a time, in order: slip batches render PDFs (CPU work), two at once would not be faster. */
export class InProcessJobQueue implements JobQueue {
  private handler: ((id: string) => Promise<void>) | null = null;
  private readonly pending: string[] = [];
  private readonly queued = new Set<string>();
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly onError: (id: string, error: unknown) => void) {}

  start(handler: (id: string) => Promise<void>): void {
    this.handler = handler;
    this.closed = false;
    this.pump();
  }

  enqueue(id: string): void {
    if (this.queued.has(id)) return;
    this.queued.add(id);
    this.pending.push(id);
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
