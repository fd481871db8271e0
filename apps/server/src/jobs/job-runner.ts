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

/**
 * A job run on request, once per id (a payslip batch): the request records its work in the
 * database and enqueues the id; a queue (in-process, or BullMQ with REDIS_URL) runs it once across
 * instances. The job keeps its own progress, so a run cut short carries on at the next start.
 */
export interface QueuedJob {
  name: string;
  run(id: string): Promise<void>;
  /** Ids a crash or a stop left unfinished: queued again at every start. */
  unfinished(): Promise<string[]>;
  /** Asks a run in progress to stop at its next step; `resume` lets runs go on again. */
  pause(): void;
  resume(): void;
}

/** Carries the ids of one queued job to whichever worker runs them. */
export interface JobQueue {
  /** Begins taking ids; `handler` runs one to the end (or throws). */
  start(handler: (id: string) => Promise<void>): void;
  enqueue(id: string): void;
  /** Resolves once every enqueued id has been handled (tests, graceful shutdown). */
  idle(): Promise<void>;
  /** Stops taking ids and waits for the running one; unfinished ones resume at the next start. */
  close(): Promise<void>;
}
