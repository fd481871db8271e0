import type { Database } from '../../db/client.ts';
import type { RecurringJob } from '../../jobs/job-runner.ts';
import { JobRuns } from '../../jobs/job-runs.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { vacuumAnalyze } from '../../db/vacuum.ts';

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
  private readonly runs: JobRuns;

  constructor(private readonly deps: { db: Database; orgTime: OrgTime }) {
    this.runs = new JobRuns(this.name, { db: deps.db, now: () => deps.orgTime.now() });
  }

  due(): Promise<string | null> {
    const parts = this.deps.orgTime.parts();
    const inWindow = parts.hour >= MAINTENANCE_WINDOW.from && parts.hour < MAINTENANCE_WINDOW.until;
    return this.runs.owed(inWindow ? parts.date : null);
  }

  async run(key: string): Promise<{ ran: boolean }> {
    const done = await this.runs.once(
      key,
      async () => {
        await vacuumAnalyze(this.deps.db);
        return true;
      },
      () => ({ vacuumed: true }),
    );
    return { ran: done !== null };
  }
}
