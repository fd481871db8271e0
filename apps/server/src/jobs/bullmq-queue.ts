import { Queue, WaitingError, Worker } from 'bullmq';
import type { RedisConnections } from '../lib/redis.ts';
import type { JobQueue } from './job-runner.ts';

interface RunData {
  /** Named batchId since salary-slip batches were the first queued job: ids already in Redis keep working. */
  batchId: string;
}

/**
 * A queued job shared by every instance (REDIS_URL set), one BullMQ queue named after it. Each run is
 * one BullMQ job whose id is the run's id (a salary batch id), so the request on A and the
 * resume-at-start of B and C add it once and one worker runs it. Each instance runs one at a time (slip
 * batches render PDFs: CPU work). The progress stays in the database (job_runs): a worker that stops
 * mid-run puts the job back in the queue, where any instance carries on after the last committed step;
 * one that dies is found by BullMQ's stalled-job check and the same happens. Jobs are dropped once done,
 * since the database is the record of the run.
 */
export class BullJobQueue implements JobQueue {
  private readonly queue: Queue<RunData>;
  private worker: Worker<RunData> | null = null;
  private closing = false;
  private readonly adding = new Set<Promise<unknown>>();

  constructor(
    private readonly name: string,
    private readonly redis: RedisConnections,
    private readonly onError: (id: string, error: unknown) => void,
  ) {
    this.queue = new Queue<RunData>(name, {
      connection: redis.create({ maxRetriesPerRequest: null }),
      prefix: redis.key('bull'),
    });
  }

  start(handler: (id: string) => Promise<void>): void {
    if (this.worker) return;
    this.closing = false;
    this.worker = new Worker<RunData>(
      this.name,
      async (job, token) => {
        await handler(job.data.batchId);
        if (this.closing) {
          // The job paused between steps: hand the rest to whichever instance takes the job next.
          await job.moveToWait(token);
          throw new WaitingError();
        }
      },
      {
        connection: this.redis.create({ maxRetriesPerRequest: null }),
        prefix: this.redis.key('bull'),
        concurrency: 1,
        // A process that died mid-batch is noticed after the lock lapses and its batch moves on; a
        // healthy one renews the lock while it renders (the runner yields between slips).
        maxStalledCount: 5,
      },
    );
    this.worker.on('failed', (job, error) => {
      if (job) this.onError(job.data.batchId, error);
    });
    this.worker.on('error', (error) => this.onError('(worker)', error));
  }

  enqueue(id: string): void {
    const adding = this.queue
      .add('batch', { batchId: id }, { jobId: id, removeOnComplete: true, removeOnFail: true })
      // Not lost when Redis refuses: the run is unfinished in the database and is queued again at the next start.
      .catch((error: unknown) => this.onError(id, error))
      .finally(() => this.adding.delete(adding));
    this.adding.add(adding);
  }

  /** Resolves once no run is waiting or in progress on any instance. */
  async idle(pollMs = 50): Promise<void> {
    await Promise.all(this.adding);
    for (;;) {
      const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      if (Object.values(counts).every((count) => count === 0)) return;
      // With no worker here (stopped) nothing would move: what is left belongs to the next start.
      if (!this.worker) return;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.adding);
    await this.worker?.close();
    this.worker = null;
  }
}
