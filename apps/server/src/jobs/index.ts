import { inBackground } from '../db/background-lane.ts';
import type { RedisConnections } from '../lib/redis.ts';
import { BullJobQueue } from './bullmq-queue.ts';
import { BullJobRunner } from './bullmq-runner.ts';
import { InProcessJobQueue } from './in-process-queue.ts';
import { InProcessJobRunner, type JobLogger } from './in-process-runner.ts';
import type { JobQueue, JobRunner, QueuedJob, RecurringJob } from './job-runner.ts';

export type { JobLogger } from './in-process-runner.ts';
export type { QueuedJob, RecurringJob } from './job-runner.ts';

export interface JobsDeps {
  /** The app's logger: failed runs are logged there (and recorded by the job itself). */
  log: JobLogger;
  /** Set (REDIS_URL): every run goes through BullMQ and runs once across instances. */
  redis?: RedisConnections | null;
  /** The recurring jobs (the 11:00 absentees) tick only in the server process, not in tests. */
  recurring?: boolean;
  /** Counts and times every run (GET /api/metrics). */
  metrics?: JobTimer;
}

/** What the jobs need of the metrics: lib/metrics.ts' AppMetrics. */
export interface JobTimer {
  timeJob<T>(job: string, run: () => Promise<T>): Promise<T>;
}

/** What a service keeps of its queued job: add a run, wait for the queue to empty. */
export interface QueuedJobHandle {
  enqueue(id: string): void;
  idle(): Promise<void>;
}

/**
 * Every background job of the server, in one framework: recurring jobs (due by the injected clock) and
 * queued jobs (run on request, once per id). Services declare theirs when built (services.ts); the app
 * starts them all when ready and stops them at close (app.ts), which is the one place they start.
 */
export class Jobs {
  private readonly recurringJobs: RecurringJob[] = [];
  private readonly queued: { job: QueuedJob; queue: JobQueue }[] = [];
  private runner: JobRunner | null = null;

  constructor(private readonly deps: JobsDeps) {}

  schedule(job: RecurringJob): void {
    this.recurringJobs.push(job);
  }

  queue(job: QueuedJob): QueuedJobHandle {
    const onError = (id: string, error: unknown) =>
      this.deps.log.error({ err: error, job: job.name, id }, 'job failed');
    const queue = this.deps.redis
      ? new BullJobQueue(job.name, this.deps.redis, onError)
      : new InProcessJobQueue(onError);
    this.queued.push({ job, queue });
    return { enqueue: (id) => queue.enqueue(id), idle: () => queue.idle() };
  }

  /** Starts every job; queued runs a crash or a stop left unfinished are queued again. Safe to call twice. */
  async start(): Promise<void> {
    for (const { job, queue } of this.queued) {
      job.resume();
      queue.start((id) => this.timed(job.name, () => job.run(id)));
      for (const id of await job.unfinished()) queue.enqueue(id);
    }
    if (this.deps.recurring && !this.runner) {
      const { redis, log } = this.deps;
      this.runner = redis ? new BullJobRunner(redis, log) : new InProcessJobRunner(log);
      for (const job of this.recurringJobs)
        this.runner.register({
          name: job.name,
          due: () => job.due(),
          run: (key) => this.timed(job.name, () => job.run(key)),
        });
      this.runner.start();
    }
  }

  /** Lets running jobs finish their current step and stops; the rest resumes at the next start. */
  async stop(): Promise<void> {
    await this.runner?.stop();
    this.runner = null;
    for (const { job } of this.queued) job.pause();
    await Promise.all(this.queued.map(({ queue }) => queue.close()));
  }

  /** Resolves once no queued run is waiting or running (tests, benchmarks, the demo). */
  async idle(): Promise<void> {
    await Promise.all(this.queued.map(({ queue }) => queue.idle()));
  }

  /** Every run is background work: its database statements give way to requests' (db/background-lane.ts). */
  private timed<T>(name: string, run: () => Promise<T>): Promise<T> {
    return inBackground(() => (this.deps.metrics ? this.deps.metrics.timeJob(name, run) : run()));
  }
}
