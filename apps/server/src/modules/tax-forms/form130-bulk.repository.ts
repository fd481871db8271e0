import { and, asc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { jobRuns, salaryRecords, users } from '../../db/schema/index.ts';

/** job_runs.job of a bulk Form 130 run; run_key is the run's id, result its BulkState. */
export const FORM130_BULK_JOB = 'form130-bulk';
/**
 * job_runs.job of the claim "a bulk run is going on for this tax year" (run_key the year): its primary key lets
 * one request of a year win, the others answer 409; the run deletes it when it ends.
 */
export const FORM130_BULK_YEAR = 'form130-bulk:year';

export interface BulkFailure {
  personId: string;
  employeeId: string;
  name: string;
  reason: string;
}

/** What a bulk run keeps in job_runs.result (progress and the ZIP's key; no figures). */
export interface BulkState {
  year: number;
  mail: boolean;
  requestedBy: string;
  done: number;
  total: number;
  failures: BulkFailure[];
  zipKey: string | null;
  failed?: string;
}

export interface BulkRow {
  id: string;
  state: BulkState;
  startedAt: Date;
  finishedAt: Date | null;
}

/** Claims the year and records the run (in the caller's transaction); false when a run of that year holds it. */
export async function insertBulk(tx: Queryable, id: string, state: BulkState, at: Date): Promise<boolean> {
  const claim = await tx
    .insert(jobRuns)
    .values({ job: FORM130_BULK_YEAR, runKey: String(state.year), startedAt: at, result: { id } })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  if (claim.length === 0) return false;
  await tx.insert(jobRuns).values({ job: FORM130_BULK_JOB, runKey: id, startedAt: at, result: state });
  return true;
}

export async function findBulk(db: Queryable, id: string): Promise<BulkRow | null> {
  const [row] = await db
    .select({ result: jobRuns.result, startedAt: jobRuns.startedAt, finishedAt: jobRuns.finishedAt })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, FORM130_BULK_JOB), eq(jobRuns.runKey, id)));
  return row
    ? { id, state: row.result as BulkState, startedAt: row.startedAt, finishedAt: row.finishedAt }
    : null;
}

export function unfinishedBulkIds(db: Queryable): Promise<string[]> {
  return db
    .select({ runKey: jobRuns.runKey })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, FORM130_BULK_JOB), isNull(jobRuns.finishedAt)))
    .orderBy(asc(jobRuns.startedAt))
    .then((rows) => rows.map((row) => row.runKey));
}

/** Progress after a chunk: how many are done, who failed so far (a resumed run starts again from zero). */
export async function saveBulkProgress(
  db: Queryable,
  id: string,
  progress: Pick<BulkState, 'done' | 'total' | 'failures'>,
): Promise<void> {
  await db
    .update(jobRuns)
    .set({ result: sql`${jobRuns.result} || ${JSON.stringify(progress)}::jsonb` })
    .where(and(eq(jobRuns.job, FORM130_BULK_JOB), eq(jobRuns.runKey, id)));
}

/** Finishes the run (its ZIP, or why it failed) and frees its year for the next run (caller's transaction). */
export async function finishBulk(
  tx: Queryable,
  id: string,
  year: number,
  end: Pick<BulkState, 'zipKey'> & { failed?: string },
  at: Date,
): Promise<void> {
  await tx
    .update(jobRuns)
    .set({ finishedAt: at, result: sql`${jobRuns.result} || ${JSON.stringify(end)}::jsonb` })
    .where(and(eq(jobRuns.job, FORM130_BULK_JOB), eq(jobRuns.runKey, id)));
  await tx.delete(jobRuns).where(and(eq(jobRuns.job, FORM130_BULK_YEAR), eq(jobRuns.runKey, String(year))));
}

/** The people with a finalised salary record in the tax year (April to March), by employee number. */
export async function certificatePeople(db: Queryable, year: number): Promise<string[]> {
  const ordinal = sql`${salaryRecords.periodYear} * 12 + ${salaryRecords.periodMonth}`;
  const rows = await db
    .selectDistinct({ id: users.id, employeeNo: users.employeeNo })
    .from(salaryRecords)
    .innerJoin(users, eq(users.id, salaryRecords.userId))
    .where(
      and(
        isNotNull(salaryRecords.finalisedAt),
        isNotNull(salaryRecords.payBreakdown),
        gte(ordinal, year * 12 + 4),
        lte(ordinal, (year + 1) * 12 + 3),
      ),
    )
    .orderBy(asc(users.employeeNo));
  return rows.map((row) => row.id);
}
