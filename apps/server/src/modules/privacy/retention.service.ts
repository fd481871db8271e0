import type { Database } from '../../db/client.ts';
import type { RecurringJob } from '../../jobs/job-runner.ts';
import { JobRuns } from '../../jobs/job-runs.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { AuditService } from '../audit/index.ts';
import type { PrivacyService } from './privacy.service.ts';
import * as repo from './privacy.repository.ts';

/** Who the trail names for the job's erasures: no person did it, the Admin's setting did. */
export const RETENTION_ACTOR = {
  id: '00000000-0000-0000-0000-000000000000',
  name: 'System (retention)',
  role: 'Admin',
} as const;

/** The months before `at` (a month-end clamps: 31 March less one month is 28/29 February's last instant). */
export function monthsBefore(at: Date, months: number): Date {
  const target = new Date(at);
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target;
}

/**
 * Once a day (key: the date in ORG_TIMEZONE, run once across instances by jobs/job-runs.ts; listed in
 * jobs/recurring-jobs.ts): the trail's snapshots about people deleted longer ago than erasePersonalDataAfterMonths
 * are emptied, each with a 'privacy.erase' entry (that it happened, never what was erased). Off while the setting
 * is empty. A server that was down runs it when it starts.
 */
export class RetentionRunner implements RecurringJob {
  readonly name = 'privacy-retention';
  private readonly runs: JobRuns;

  constructor(
    private readonly deps: { db: Database; orgTime: OrgTime; audit: AuditService; privacy: PrivacyService },
  ) {
    this.runs = new JobRuns(this.name, { db: deps.db, now: () => deps.orgTime.now() });
  }

  due(): Promise<string | null> {
    return this.runs.owed(this.deps.orgTime.today());
  }

  async run(key: string): Promise<{ ran: boolean; erased: number }> {
    const erased = await this.runs.once(
      key,
      () => this.erase(),
      (count) => ({ erased: count }),
    );
    return erased === null ? { ran: false, erased: 0 } : { ran: true, erased };
  }

  private async erase(): Promise<number> {
    const { db, orgTime, audit } = this.deps;
    const { erasePersonalDataAfterMonths: months } = await this.deps.privacy.getSettings();
    if (months === null) return 0;
    const cutoff = monthsBefore(orgTime.now(), months);
    let erased = 0;
    for (;;) {
      const ids = await repo.deletedBefore(db, cutoff, 100);
      if (ids.length === 0) return erased;
      for (const id of ids)
        await db.transaction(async (tx) => {
          const entries = await repo.eraseSnapshotsOf(tx, id);
          await audit.record(tx, {
            actor: RETENTION_ACTOR,
            action: 'privacy.erase',
            entityType: 'employee',
            entityId: id,
            after: { reason: 'retention', months, entries },
          });
        });
      erased += ids.length;
    }
  }
}
