/**
 * A recurring job the server runs. The runner asks `due()` which run is owed now (a key such as a
 * business date, or null) and calls `run(key)`; the job itself must be idempotent per key (job_runs),
 * so a second instance, a restart or a retry never repeats the work. Behind this interface the
 * in-process runner can be swapped for a queue (BullMQ on Redis) without touching the jobs.
 */
export interface RecurringJob {
  name: string;
  /** The key of the run owed at this moment, or null when nothing is due. Catch-up falls out of this. */
  due(): string | null | Promise<string | null>;
  run(key: string): Promise<unknown>;
}

export interface JobRunner {
  register(job: RecurringJob): void;
  start(): void;
  stop(): Promise<void>;
}
