import type { Queryable } from '../../db/client.ts';

/**
 * The lock a finalised payroll month puts on a person's days (issue 22, docs/payroll.md "The lock"), as
 * attendance and corrections ask it before writing. Payroll sits above attendance (it reads the month's
 * attendance), so attendance owns this port and payroll-runs' PayrollLocks implements it (services.ts).
 */
export interface PeriodLocks {
  /** Throws 409 naming the month when any day of [from, to] of this person (or of any of them) is locked. */
  assertOpen(userId: string | readonly string[], from: string, to: string, db?: Queryable): Promise<void>;
  /** For each question, the first locked month ('YYYY-MM') its days meet, else null. */
  lockedMonths(
    questions: readonly { userId: string; from: string; to: string }[],
  ): Promise<(string | null)[]>;
}

/**
 * Issue 45: may an approved on-duty / work-from-home day be punched from anywhere (the organisation's
 * `punchFromAnywhere` setting)? On-duty sits above attendance (it writes those days), so attendance owns this
 * port and composition/pay.ts answers it from the on-duty settings once they exist.
 */
export interface WorkModePunches {
  fromAnywhere(): Promise<boolean>;
}
