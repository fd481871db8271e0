import type { JobRunner, RecurringJob } from './job-runner.ts';

export interface JobLogger {
  error(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
}

/**
 * One instance's scheduler: polls each job's `due()` on an interval (and once at start, which is the
 * catch-up after downtime). Time comes from the job (the injected clock), never from setTimeout's
 * idea of 11:00, so DST, timezones and a test's FixedClock all behave. Keys already done in this
 * process are remembered so a finished day costs no query; the database claim is what guarantees once.
 */
export class InProcessJobRunner implements JobRunner {
  private readonly jobs: RecurringJob[] = [];
  private readonly done = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly log: JobLogger,
    private readonly intervalMs = 30_000,
  ) {}

  register(job: RecurringJob): void {
    this.jobs.push(job);
  }

  start(): void {
    if (this.timer) return;
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass over every job; overlapping ticks are skipped. Exposed for tests. */
  async tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.runDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runDue(): Promise<void> {
    for (const job of this.jobs) {
      try {
        const key = await job.due();
        if (key === null || this.done.get(job.name) === key) continue;
        const result = await job.run(key);
        this.done.set(job.name, key);
        this.log.info({ job: job.name, key, result }, 'job ran');
      } catch (error) {
        // Not remembered as done: the next tick retries (the job is idempotent per key).
        this.log.error({ err: error, job: job.name }, 'job failed');
      }
    }
  }
}
