import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobRuns } from '../../db/schema/index.ts';
import type { RecurringJob } from '../../jobs/job-runner.ts';
import type { OrgTime } from '../../lib/clock.ts';

export const DB_MAINTENANCE_JOB = 'db-maintenance';

/**
 * The night's window in the organisation's hours: due from 02:00 until 05:00 and not after, so a server
 * started during the day never holds the embedded database for the seconds a large VACUUM takes (8 s at
 * 10,000 people); a night the server was down is simply skipped.
 */
export const MAINTENANCE_WINDOW = { from: 2, until: 5 };

/**
 * The embedded database's housekeeping (docs/operations.md). PGlite runs PostgreSQL without its background
 * workers, so nothing ever vacuums or analyses its tables: the planner keeps the row counts of an empty
 * database (it guessed 2,149 rows of a month's attendance where 255,217 were) and index-only scans read the
 * heap row by row. Once a night `VACUUM ANALYZE` brings both back: at 10,000 people a month's count went
 * from 262 ms to 56 ms and the salary count from 44 ms to 4 ms (bench/RESULTS.md). PostgreSQL's own
 * autovacuum does this on a server, so the job is scheduled only on the embedded database.
 */
export class DbMaintenance implements RecurringJob {
  readonly name = DB_MAINTENANCE_JOB;

  constructor(private readonly deps: { db: Database; orgTime: OrgTime }) {}

  async due(): Promise<string | null> {
    const parts = this.deps.orgTime.parts();
    if (parts.hour < MAINTENANCE_WINDOW.from || parts.hour >= MAINTENANCE_WINDOW.until) return null;
    const [row] = await this.deps.db
      .select({ job: jobRuns.job })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, DB_MAINTENANCE_JOB), eq(jobRuns.runKey, parts.date)));
    return row ? null : parts.date;
  }

  async run(key: string): Promise<{ ran: boolean }> {
    const { db, orgTime } = this.deps;
    const claim = await db
      .insert(jobRuns)
      .values({ job: DB_MAINTENANCE_JOB, runKey: key, startedAt: orgTime.now() })
      .onConflictDoNothing()
      .returning();
    if (claim.length === 0) return { ran: false };
    // Outside any transaction: VACUUM refuses to run inside one.
    await db.execute(sql`VACUUM ANALYZE`);
    await db
      .update(jobRuns)
      .set({ finishedAt: orgTime.now(), result: { vacuumed: true } })
      .where(and(eq(jobRuns.job, DB_MAINTENANCE_JOB), eq(jobRuns.runKey, key)));
    return { ran: true };
  }
}
