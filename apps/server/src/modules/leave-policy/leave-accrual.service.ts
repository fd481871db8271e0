import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobRuns } from '../../db/schema/index.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { LeaveBooks } from './leave-books.service.ts';

export const LEAVE_ACCRUAL_JOB = 'leave-accrual';

/** The monthly ledger run (jobs/leave-accrual.job.ts): due(), then run(key) once per month across instances. */
export class LeaveAccrualRunner {
  constructor(
    private readonly deps: { db: Database; orgTime: OrgTime; realtime: Realtime; books: LeaveBooks },
  ) {}

  async due(): Promise<string | null> {
    const key = this.deps.orgTime.today().slice(0, 7);
    const [row] = await this.deps.db
      .select({ job: jobRuns.job })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, LEAVE_ACCRUAL_JOB), eq(jobRuns.runKey, key)));
    return row ? null : key;
  }

  async run(key: string): Promise<{ ran: boolean; people: number }> {
    const at = this.deps.orgTime.now();
    const claim = await this.deps.db
      .insert(jobRuns)
      .values({ job: LEAVE_ACCRUAL_JOB, runKey: key, startedAt: at })
      .onConflictDoNothing()
      .returning();
    if (claim.length === 0) return { ran: false, people: 0 };
    const touched = await this.deps.books.catchUpEveryone();
    await this.deps.db
      .update(jobRuns)
      .set({ finishedAt: this.deps.orgTime.now(), result: { people: touched.length } })
      .where(and(eq(jobRuns.job, LEAVE_ACCRUAL_JOB), eq(jobRuns.runKey, key)));
    for (const employeeId of touched)
      this.deps.realtime.emitToUser(employeeId, 'leave_balance_updated', { employeeId });
    return { ran: true, people: touched.length };
  }
}
