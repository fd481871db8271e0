import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock, OrgTime } from '../../lib/clock.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { DB_MAINTENANCE_JOB, DbMaintenance } from './db-maintenance.ts';

/** The nightly VACUUM ANALYZE of the embedded database (docs/operations.md). */
describe('database maintenance', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const at = (instant: string) =>
    new DbMaintenance({ db: ctx.db, orgTime: new OrgTime(new FixedClock(instant), 'Asia/Kolkata') });

  it('is due from 02:00 until 05:00 in the organisation, for that date, and not in the day', async () => {
    // 21 November in Kolkata (UTC+05:30): 01:59, 02:00, 04:59, 05:00, and 10:00.
    expect(await at('2026-11-20T20:29:00.000Z').due()).toBeNull();
    expect(await at('2026-11-20T20:30:00.000Z').due()).toBe('2026-11-21');
    expect(await at('2026-11-20T23:29:00.000Z').due()).toBe('2026-11-21');
    expect(await at('2026-11-20T23:30:00.000Z').due()).toBeNull();
    expect(await at('2026-11-21T04:30:00.000Z').due()).toBeNull();
  });

  it('runs once a night: claimed in job_runs, finished, then no longer due', async () => {
    const night = at('2026-11-20T21:00:00.000Z');
    const key = (await night.due())!;
    expect(await night.run(key)).toEqual({ ran: true });
    expect(await night.run(key)).toEqual({ ran: false });
    expect(await night.due()).toBeNull();
    const runs = await ctx.db.execute(
      sql`SELECT run_key, finished_at IS NOT NULL AS finished FROM job_runs WHERE job = ${DB_MAINTENANCE_JOB}`,
    );
    expect((runs as unknown as { rows: unknown[] }).rows).toEqual([{ run_key: key, finished: true }]);
  });

  it('leaves the planner counting the rows that are there', async () => {
    const stats = await ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_user_tables WHERE relname = 'users' AND last_analyze IS NOT NULL OR relname = 'users' AND last_autoanalyze IS NOT NULL`,
    );
    expect((stats as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });
});
