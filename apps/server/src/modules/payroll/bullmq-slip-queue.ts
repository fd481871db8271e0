import { Queue, WaitingError, Worker } from 'bullmq';
import type { RedisConnections } from '../../lib/redis.ts';
import type { SlipBatchQueue } from './slip-queue.ts';

export const SLIP_QUEUE = 'salary-slips';

interface BatchData {
  batchId: string;
}

/**
 * Salary-slip batches shared by every instance (REDIS_URL set). A batch is one BullMQ job whose id is
 * the batch id, so the request on A and the resume-at-start of B and C add it once and one worker runs
 * it. Each instance runs one batch at a time (PDF rendering is CPU work). The batch's progress stays in
 * job_runs: a worker that stops mid-batch puts the job back in the queue, where any instance carries on
 * after the last committed chunk; one that dies is found by BullMQ's stalled-job check and the same
 * happens. Jobs are dropped once done, since job_runs is the record of the batch.
 */
export class BullSlipQueue implements SlipBatchQueue {
  private readonly queue: Queue<BatchData>;
  private worker: Worker<BatchData> | null = null;
  private closing = false;
  private readonly adding = new Set<Promise<unknown>>();

  constructor(
    private readonly redis: RedisConnections,
    private readonly onError: (batchId: string, error: unknown) => void,
  ) {
    this.queue = new Queue<BatchData>(SLIP_QUEUE, {
      connection: redis.create({ maxRetriesPerRequest: null }),
      prefix: redis.key('bull'),
    });
  }

  start(handler: (batchId: string) => Promise<void>): void {
    if (this.worker) return;
    this.closing = false;
    this.worker = new Worker<BatchData>(
      SLIP_QUEUE,
      async (job, token) => {
        await handler(job.data.batchId);
        if (this.closing) {
          // The runner stopped between chunks: hand the rest to whichever instance takes the job next.
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

  enqueue(batchId: string): void {
    const adding = this.queue
      .add('batch', { batchId }, { jobId: batchId, removeOnComplete: true, removeOnFail: true })
      // Not lost when Redis refuses: the batch is unfinished in job_runs and is queued again at the next start.
      .catch((error: unknown) => this.onError(batchId, error))
      .finally(() => this.adding.delete(adding));
    this.adding.add(adding);
  }

  /** Resolves once no batch is waiting or running on any instance. */
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
