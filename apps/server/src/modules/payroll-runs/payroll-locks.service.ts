import { PAYROLL_RUN_MESSAGES } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { findLocks, findLockedPeriods } from './payroll-runs.repository.ts';

/** A record's days, asked about by the queues: whose, and from when to when (YYYY-MM-DD). */
export interface LockQuestion {
  userId: string;
  from: string;
  to: string;
}

/**
 * The lock a finalised payroll month puts on a person's attendance, leave and corrections (issue 22,
 * docs/payroll.md "The lock"): the days the record read (its month up to its cut-off) cannot change
 * until an Admin reopens the period. Attendance, leave and corrections ask it before writing.
 */
export class PayrollLocks {
  constructor(private readonly db: Database) {}

  /** Throws 409 naming the month when any day of [from, to] of this person (or of any of them) is locked. */
  async assertOpen(
    userId: string | readonly string[],
    from: string,
    to: string,
    db: Queryable = this.db,
  ): Promise<void> {
    const [lock] = await findLocks(db, userId, from, to);
    if (lock) throw conflict(PAYROLL_RUN_MESSAGES.locked(lock.month));
  }

  /**
   * For each question, the first finalised month ('YYYY-MM') its days meet, else null: one statement for a
   * whole queue (the same rule as assertOpen: the month's days up to its cut-off are locked).
   */
  async lockedMonths(questions: readonly LockQuestion[]): Promise<(string | null)[]> {
    if (questions.length === 0) return [];
    const from = questions.reduce((min, q) => (q.from < min ? q.from : min), questions[0]!.from);
    const to = questions.reduce((max, q) => (q.to > max ? q.to : max), questions[0]!.to);
    const userIds = [...new Set(questions.map((q) => q.userId))];
    const periods = await findLockedPeriods(this.db, userIds, from, to);
    return questions.map((q) => {
      const hit = periods.find((p) => {
        const start = `${p.year}-${String(p.month).padStart(2, '0')}-01`;
        return p.userId === q.userId && start <= q.to && p.lockedTo >= q.from;
      });
      return hit ? `${hit.year}-${String(hit.month).padStart(2, '0')}` : null;
    });
  }
}
