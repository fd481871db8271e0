import { Queue, Worker, type Job } from 'bullmq';
import type { RedisConnections } from '../lib/redis.ts';
import type { JobLogger } from './in-process-runner.ts';
import type { JobRunner, RecurringJob } from './job-runner.ts';

export const JOBS_QUEUE = 'jobs';

interface RunData {
  key: string;
}

/**
 * The scheduler of N instances (REDIS_URL set). Every instance still asks each job's `due()` on an
 * interval, because "now" is the injected clock and `due()` is arithmetic on it; what changes is who
 * runs the answer. The owed run is added to one BullMQ queue under a fixed job id (`absentees.2026-11-23`):
 * BullMQ ignores an add whose id already exists, so however many instances see it due, one job exists
 * and one worker takes it. The job's own claim in job_runs stays the database guarantee (a Redis flush,
 * a retry after a crash mid-run). Completed runs are kept for two days so their ids keep deduplicating
 * until the key has moved on; a run that failed every attempt is dropped, so a later tick adds it again,
 * the same retry the in-process runner gives.
 */
export class BullJobRunner implements JobRunner {
  private readonly jobs = new Map<string, RecurringJob>();
  private readonly queue: Queue<RunData>;
  private worker: Worker<RunData> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly redis: RedisConnections,
    private readonly log: JobLogger,
    private readonly intervalMs = 30_000,
  ) {
    this.queue = new Queue<RunData>(JOBS_QUEUE, {
      connection: redis.create({ maxRetriesPerRequest: null }),
      prefix: redis.key('bull'),
    });
  }

  register(job: RecurringJob): void {
    this.jobs.set(job.name, job);
  }

  start(): void {
    if (this.timer) return;
    this.worker = new Worker<RunData>(JOBS_QUEUE, (run) => this.process(run), {
      connection: this.redis.create({ maxRetriesPerRequest: null }),
      prefix: this.redis.key('bull'),
      concurrency: 1,
    });
    this.worker.on('failed', (run, error) =>
      this.log.error({ err: error, job: run?.name, key: run?.data.key }, 'job failed'),
    );
    this.worker.on('error', (error) => this.log.error({ err: error }, 'job worker error'));
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    // Waits for a run in progress; an unstarted run stays in Redis for the other instances.
    await this.worker?.close();
    this.worker = null;
    await this.queue.close();
  }

  /** One pass: adds every owed run (deduplicated by id). Overlapping ticks are skipped. Exposed for tests. */
  async tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.enqueueDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Resolves once no run is waiting or in progress on any instance (tests, benchmarks). */
  async idle(pollMs = 50): Promise<void> {
    for (;;) {
      const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      if (Object.values(counts).every((count) => count === 0)) return;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  private async enqueueDue(): Promise<void> {
    for (const job of this.jobs.values()) {
      try {
        const key = await job.due();
        if (key === null) continue;
        await this.queue.add(
          job.name,
          { key },
          {
            // ':' is reserved in BullMQ ids; the key is a business date or similar.
            jobId: `${job.name}.${key}`,
            attempts: 3,
            backoff: { type: 'exponential', delay: 10_000 },
            removeOnComplete: { age: 2 * 24 * 3600 },
            removeOnFail: true,
          },
        );
      } catch (error) {
        this.log.error({ err: error, job: job.name }, 'job could not be queued');
      }
    }
  }

  private async process(run: Job<RunData>): Promise<unknown> {
    const job = this.jobs.get(run.name);
    if (!job) throw new Error(`No job named ${run.name} is registered on this instance`);
    const result = await job.run(run.data.key);
    this.log.info({ job: run.name, key: run.data.key, result }, 'job ran');
    return result;
  }
}
