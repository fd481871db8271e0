import { addDays, formatDateDMY, OVERTIME_MESSAGES as M } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import { JobRuns } from '../../jobs/job-runs.ts';
import type { RecurringJob } from '../../jobs/job-runner.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { CompOffLedger } from '../leave-policy/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { markReminded, peopleWithCreditsThrough } from './comp-off.repository.ts';
import type { CompOff } from './comp-off.service.ts';

export interface CompOffJobDeps {
  db: Database;
  orgTime: OrgTime;
  compOff: CompOff;
  notices: Pick<NotificationsService, 'notice'>;
}

/** The reminder goes this many days before a credit expires. */
export const REMINDER_DAYS = 7;

/**
 * 'comp-off-expiry' (jobs/recurring-jobs.ts): daily, keyed by date. For everyone with a credit expiring within
 * the week: what is left of each expired credit lapses (a ledger row keyed by its claim, once), and each credit
 * with days left that expires within the next seven days is reminded once (guarded by the claim's reminded
 * stamp in the transaction that writes the notice), so a catch-up after a down day still reminds.
 */
export class CompOffExpiryJob implements RecurringJob {
  readonly name = 'comp-off-expiry';
  private readonly runs: JobRuns;

  constructor(private readonly deps: CompOffJobDeps) {
    this.runs = new JobRuns(this.name, { db: deps.db, now: () => deps.orgTime.now() });
  }

  due(): Promise<string | null> {
    return this.runs.owed(this.deps.orgTime.today());
  }

  async run(key: string): Promise<{ ran: boolean; lapsed: number; reminded: number }> {
    const done = await this.runs.once(
      key,
      () => this.sweep(key),
      (result) => result,
    );
    return done === null ? { ran: false, lapsed: 0, reminded: 0 } : { ran: true, ...done };
  }

  /** Lapses and reminders due on `day`. */
  async sweep(day: string): Promise<{ lapsed: number; reminded: number }> {
    const { db, orgTime, compOff, notices } = this.deps;
    let lapsed = 0;
    let reminded = 0;
    const horizon = addDays(day, REMINDER_DAYS);
    for (const userId of await peopleWithCreditsThrough(db, horizon)) {
      const { type, credits, book } = await compOff.bookOf(userId, day);
      if (!type) continue;
      const byId = new Map(credits.map((c) => [c.id, c]));
      const at = orgTime.now();
      const expired = book.credits.filter((c) => c.expired > 0);
      if (expired.length > 0)
        lapsed += await db.transaction((tx) =>
          CompOffLedger.lapse(
            tx,
            expired.map((c) => ({
              userId,
              type,
              claimId: c.id,
              date: addDays(c.expiresOn, 1),
              days: c.expired / 100,
              reason: `Comp-off of ${byId.get(c.id)!.date} expired on ${c.expiresOn}`,
              by: null,
              at,
            })),
          ),
        );
      for (const c of book.credits) {
        if (c.remaining === 0 || c.expiresOn > horizon || byId.get(c.id)!.remindedAt) continue;
        const announce = await db.transaction(async (tx) => {
          if (!(await markReminded(tx, c.id, at))) return null;
          return notices.notice(
            tx,
            [userId],
            M.compOffReminder(c.remaining / 100, formatDateDMY(c.expiresOn)),
          );
        });
        if (announce) {
          announce();
          reminded += 1;
        }
      }
    }
    return { lapsed, reminded };
  }
}
