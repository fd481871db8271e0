import type { Database } from '../../db/client.ts';
import type { RecurringJob } from '../../jobs/job-runner.ts';
import { JobRuns } from '../../jobs/job-runs.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { LeaveBooks } from './leave-books.service.ts';

/**
 * The monthly ledger run (listed in jobs/recurring-jobs.ts): accruals, carry-forward into a new leave year and
 * the lapse of carried days (docs/leave.md), due once a month (key 'YYYY-MM') from the 1st and run once across
 * instances (jobs/job-runs.ts). A server that was down catches up every missed period in one run (the ledger's
 * period keys make each row once). Reads of a balance post the same rows when they come first.
 */
export class LeaveAccrualRunner implements RecurringJob {
  readonly name = 'leave-accrual';
  private readonly runs: JobRuns;

  constructor(
    private readonly deps: { db: Database; orgTime: OrgTime; realtime: Realtime; books: LeaveBooks },
  ) {
    this.runs = new JobRuns(this.name, { db: deps.db, now: () => deps.orgTime.now() });
  }

  due(): Promise<string | null> {
    return this.runs.owed(this.deps.orgTime.today().slice(0, 7));
  }

  async run(key: string): Promise<{ ran: boolean; people: number }> {
    const touched = await this.runs.once(
      key,
      () => this.deps.books.catchUpEveryone(),
      (people) => ({ people: people.length }),
    );
    if (touched === null) return { ran: false, people: 0 };
    for (const employeeId of touched)
      this.deps.realtime.emitToUser(employeeId, 'leave_balance_updated', { employeeId });
    return { ran: true, people: touched.length };
  }
}
