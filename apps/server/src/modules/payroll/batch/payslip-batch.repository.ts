import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { jobRuns } from '../../../db/schema/index.ts';

/** job_runs.job of a payslip batch; run_key is the batch id. Stored names keep their first spelling (rows of earlier versions). */
export const PAYSLIP_BATCH_JOB = 'salary-slips';
/**
 * job_runs.job of a batch's people, run_key the batch id again, written once with the batch (already
 * finished: it is no run of its own). Kept apart from the progress row, which every chunk updates twice:
 * rewriting 5,000 ids with each update cost about 6 ms a chunk on PGlite, 1.2 s a batch.
 */
export const PAYSLIP_BATCH_PEOPLE = 'salary-slips:people';

/** What a batch row keeps in job_runs.result, so an unfinished batch can resume after a crash. */
export interface BatchState {
  employeeIds: string[];
  year: number;
  month: number;
  label: string;
  requestedBy: string;
  /** How many of employeeIds are done (chunks commit in order). */
  done: number;
  failed?: string;
  /**
   * Payslip files to delete if the process dies now: before a chunk commits, the new payslips being written;
   * after it commits, the replaced ones. A resumed batch deletes them first, so a crash leaves no orphan file.
   */
  pending?: string[];
}

export async function insertBatch(
  db: Queryable,
  batchId: string,
  { employeeIds, ...progress }: BatchState,
  startedAt: Date,
): Promise<void> {
  // One statement: both rows or neither.
  await db.insert(jobRuns).values([
    { job: PAYSLIP_BATCH_JOB, runKey: batchId, startedAt, result: progress },
    { job: PAYSLIP_BATCH_PEOPLE, runKey: batchId, startedAt, finishedAt: startedAt, result: { employeeIds } },
  ]);
}

/** An unfinished batch's state; null once it finished, so a batch queued twice (several instances) runs once. */
export async function findBatch(db: Queryable, batchId: string): Promise<BatchState | null> {
  const rows = await db
    .select({ job: jobRuns.job, result: jobRuns.result, finishedAt: jobRuns.finishedAt })
    .from(jobRuns)
    .where(and(inArray(jobRuns.job, [PAYSLIP_BATCH_JOB, PAYSLIP_BATCH_PEOPLE]), eq(jobRuns.runKey, batchId)));
  const progress = rows.find((row) => row.job === PAYSLIP_BATCH_JOB);
  if (!progress || progress.finishedAt !== null) return null;
  const people = rows.find((row) => row.job === PAYSLIP_BATCH_PEOPLE)?.result as Pick<
    BatchState,
    'employeeIds'
  >;
  // A batch written before the people had their own row keeps them in its progress row.
  return { ...(people ?? {}), ...(progress.result as BatchState) };
}

export function findUnfinishedBatchIds(db: Queryable): Promise<string[]> {
  return db
    .select({ runKey: jobRuns.runKey })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, PAYSLIP_BATCH_JOB), isNull(jobRuns.finishedAt)))
    .orderBy(jobRuns.startedAt)
    .then((rows) => rows.map((row) => row.runKey));
}

/**
 * Records progress in the chunk's own transaction, so a resumed batch starts exactly after the last commit;
 * `stale` (the payslips this chunk replaced) becomes the pending list until they are deleted.
 */
export async function setBatchDone(
  db: Queryable,
  batchId: string,
  done: number,
  stale: string[] = [],
): Promise<void> {
  await db
    .update(jobRuns)
    .set({
      result: sql`jsonb_set(jsonb_set(${jobRuns.result}, '{done}', to_jsonb(${done}::int)), '{pending}', ${JSON.stringify(stale)}::jsonb)`,
    })
    .where(and(eq(jobRuns.job, PAYSLIP_BATCH_JOB), eq(jobRuns.runKey, batchId)));
}

/** Committed before a chunk writes any file: the keys it is about to write (see BatchState.pending). */
export async function setBatchPending(db: Queryable, batchId: string, keys: string[]): Promise<void> {
  await db
    .update(jobRuns)
    .set({ result: sql`jsonb_set(${jobRuns.result}, '{pending}', ${JSON.stringify(keys)}::jsonb)` })
    .where(and(eq(jobRuns.job, PAYSLIP_BATCH_JOB), eq(jobRuns.runKey, batchId)));
}

export async function finishBatch(
  db: Queryable,
  batchId: string,
  finishedAt: Date,
  failed?: string,
): Promise<void> {
  const result = failed
    ? sql`jsonb_set(${jobRuns.result}, '{failed}', to_jsonb(${failed}::text))`
    : jobRuns.result;
  await db
    .update(jobRuns)
    .set({ finishedAt, result })
    .where(and(eq(jobRuns.job, PAYSLIP_BATCH_JOB), eq(jobRuns.runKey, batchId)));
}
