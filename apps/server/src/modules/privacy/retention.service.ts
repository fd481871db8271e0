import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobRuns } from '../../db/schema/index.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { AuditService } from '../audit/index.ts';
import type { PrivacyService } from './privacy.service.ts';
import * as repo from './privacy.repository.ts';

export const PRIVACY_RETENTION_JOB = 'privacy-retention';

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
 * Once a day (key: the date in ORG_TIMEZONE, claimed in job_runs so one instance runs it): the trail's
 * snapshots about people deleted longer ago than erasePersonalDataAfterMonths are emptied, each with a
 * 'privacy.erase' entry (that it happened, never what was erased). Off while the setting is empty.
 */
export class RetentionRunner {
  constructor(
    private readonly deps: { db: Database; orgTime: OrgTime; audit: AuditService; privacy: PrivacyService },
  ) {}

  async due(): Promise<string | null> {
    const key = this.deps.orgTime.today();
    const [row] = await this.deps.db
      .select({ job: jobRuns.job })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, PRIVACY_RETENTION_JOB), eq(jobRuns.runKey, key)));
    return row ? null : key;
  }

  async run(key: string): Promise<{ ran: boolean; erased: number }> {
    const { db, orgTime, audit } = this.deps;
    const claim = await db
      .insert(jobRuns)
      .values({ job: PRIVACY_RETENTION_JOB, runKey: key, startedAt: orgTime.now() })
      .onConflictDoNothing()
      .returning();
    if (claim.length === 0) return { ran: false, erased: 0 };
    const { erasePersonalDataAfterMonths: months } = await this.deps.privacy.getSettings();
    let erased = 0;
    if (months !== null) {
      const cutoff = monthsBefore(orgTime.now(), months);
      for (;;) {
        const ids = await repo.deletedBefore(db, cutoff, 100);
        if (ids.length === 0) break;
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
    await db
      .update(jobRuns)
      .set({ finishedAt: orgTime.now(), result: { erased } })
      .where(and(eq(jobRuns.job, PRIVACY_RETENTION_JOB), eq(jobRuns.runKey, key)));
    return { ran: true, erased };
  }
}
