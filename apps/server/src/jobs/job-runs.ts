import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';

/** What a finished run keeps in job_runs.result (counts, never personal data). */
export type RunResult = Record<string, unknown>;

/**
 * The one protocol of a recurring job's runs (job_runs): a run is keyed (a date, a month, a shift's date) and
 * claimed by inserting its row, which the primary key (job, run_key) lets exactly one instance do; the
 * claimant does the work and finishes the row with its result. A run whose work fails stays claimed and
 * unfinished (as a crash leaves it): it is never repeated on its own, and its row shows it never finished.
 */
export async function claimRun(db: Queryable, job: string, key: string, at: Date): Promise<boolean> {
  const claim = await db
    .insert(jobRuns)
    .values({ job, runKey: key, startedAt: at })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  return claim.length > 0;
}

export async function finishRun(
  db: Queryable,
  job: string,
  key: string,
  at: Date,
  result: RunResult,
): Promise<void> {
  await db
    .update(jobRuns)
    .set({ finishedAt: at, result })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.runKey, key)));
}

/** Whether the run `key` of `job` was claimed (by this instance or another). */
export async function isClaimed(db: Queryable, job: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ job: jobRuns.job })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.runKey, key)));
  return !!row;
}

/** One job's runs, for a runner whose work is not one transaction: `owed` for due(), `once` for run(key). */
export class JobRuns {
  constructor(
    readonly job: string,
    private readonly deps: { db: Database; now: () => Date },
  ) {}

  /** `key` unless its run was already claimed; null stays null (nothing due). */
  async owed(key: string | null): Promise<string | null> {
    if (key === null) return null;
    return (await isClaimed(this.deps.db, this.job, key)) ? null : key;
  }

  /**
   * Claims `key` and, when this call won the claim, does `work` and records `result(value)`; null when the run
   * was claimed already (a second instance, a retry, a restart). Exactly once across instances.
   */
  async once<T>(key: string, work: () => Promise<T>, result: (value: T) => RunResult): Promise<T | null> {
    const { db, now } = this.deps;
    if (!(await claimRun(db, this.job, key, now()))) return null;
    const value = await work();
    await finishRun(db, this.job, key, now(), result(value));
    return value;
  }
}
