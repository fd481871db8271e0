import { addDays } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { RecurringJob } from '../../jobs/job-runner.ts';
import { JobRuns } from '../../jobs/job-runs.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { leaversBetween } from './employment.repository.ts';

/** How far back a day's run looks, so a server down for a while still closes the sockets it missed. */
const CATCH_UP_DAYS = 31;

/**
 * 'exit-leavers' (jobs/recurring-jobs.ts, docs/exit.md "After the last day"): once a day, from midnight in the
 * organisation's time zone, closes the open sockets of everyone whose last working day has just passed. Their
 * tokens already answer 401 from that moment (auth reads users.left_on on every request and socket handshake);
 * a socket opened before stays open until closed, so this run closes it. Keyed by the date, once across instances.
 */
export class LeaversRunner implements RecurringJob {
  readonly name = 'exit-leavers';
  private readonly runs: JobRuns;

  constructor(
    private readonly deps: { db: Database; orgTime: OrgTime; disconnect: (userId: string) => void },
  ) {
    this.runs = new JobRuns(this.name, { db: deps.db, now: () => deps.orgTime.now() });
  }

  due(): Promise<string | null> {
    return this.runs.owed(this.deps.orgTime.today());
  }

  async run(key: string): Promise<{ ran: boolean; people: number }> {
    const closed = await this.runs.once(
      key,
      async () => {
        const ids = await leaversBetween(this.deps.db, addDays(key, -CATCH_UP_DAYS), addDays(key, -1));
        for (const id of ids) this.deps.disconnect(id);
        return ids.length;
      },
      (people) => ({ people }),
    );
    return closed === null ? { ran: false, people: 0 } : { ran: true, people: closed };
  }
}
