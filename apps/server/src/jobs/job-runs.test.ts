import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';
import { openTestDatabase } from '../test/test-db.ts';
import { claimRun, finishRun, isClaimed, JobRuns } from './job-runs.ts';

/** The run protocol of recurring jobs (jobs/job-runs.ts), on PGlite or, with DATABASE_URL, PostgreSQL. */
describe('job runs', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  const now = () => new Date('2026-11-20T05:30:00.000Z');
  const rowsOf = (job: string) => handle.db.select().from(jobRuns).where(eq(jobRuns.job, job));

  it('runs the work of a key exactly once when many claim it at the same time', async () => {
    const runs = new JobRuns('test-concurrent', { db: handle.db, now });
    let worked = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        runs.once(
          '2026-11',
          async () => ++worked,
          (n) => ({ n }),
        ),
      ),
    );
    expect(worked).toBe(1);
    expect(outcomes.filter((o) => o !== null)).toEqual([1]);
    const rows = await rowsOf('test-concurrent');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ runKey: '2026-11', result: { n: 1 } });
    expect(rows[0]!.finishedAt).not.toBeNull();
  });

  it('is owed until claimed, then no longer; other keys and other jobs stay owed', async () => {
    const runs = new JobRuns('test-owed', { db: handle.db, now });
    expect(await runs.owed(null)).toBeNull();
    expect(await runs.owed('2026-11-20')).toBe('2026-11-20');
    expect(await runs.once('2026-11-20', async () => 'done', () => ({}))).toBe('done');
    expect(await runs.owed('2026-11-20')).toBeNull();
    expect(await runs.owed('2026-11-21')).toBe('2026-11-21');
    expect(await new JobRuns('test-other', { db: handle.db, now }).owed('2026-11-20')).toBe('2026-11-20');
  });

  it('leaves a run whose work failed claimed and unfinished: it is not repeated', async () => {
    const runs = new JobRuns('test-failed', { db: handle.db, now });
    const failing = runs.once('k', async () => Promise.reject(new Error('disk full')), () => ({}));
    await expect(failing).rejects.toThrow('disk full');
    expect(await runs.once('k', async () => 'again', () => ({}))).toBeNull();
    const [row] = await rowsOf('test-failed');
    expect(row!.finishedAt).toBeNull();
  });

  it('claims inside transactions exactly once, and a rolled-back claim frees the key', async () => {
    const job = 'test-transactional';
    const claimed = await Promise.all(
      Array.from({ length: 6 }, () =>
        handle.db.transaction(async (tx) => {
          if (!(await claimRun(tx, job, 'day', now()))) return false;
          await finishRun(tx, job, 'day', now(), { marked: 1 });
          return true;
        }),
      ),
    );
    expect(claimed.filter(Boolean)).toHaveLength(1);
    expect(await isClaimed(handle.db, job, 'day')).toBe(true);

    const rolledBack = handle.db.transaction(async (tx) => {
      expect(await claimRun(tx, job, 'night', now())).toBe(true);
      throw new Error('the marking failed');
    });
    await expect(rolledBack).rejects.toThrow('the marking failed');
    expect(await isClaimed(handle.db, job, 'night')).toBe(false);
    const rows = await handle.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, job), eq(jobRuns.runKey, 'day')));
    expect(rows[0]).toMatchObject({ result: { marked: 1 } });
  });
});
