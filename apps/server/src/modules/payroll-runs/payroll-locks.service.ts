import { PAYROLL_RUN_MESSAGES } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { findLocks } from './payroll-runs.repository.ts';

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
}
