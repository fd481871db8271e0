import type { LeaveType, LeaveTypeInfo } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';

/**
 * What the leave module needs of the modules above it, declared here so the arrows point one way: payroll
 * locks a finalised month's days (payroll-runs' PayrollLocks implements PeriodLocks), and the leave policy
 * keeps the balances (leave-policy's LeaveBooks implements LeaveBooksPort, and its routes serve
 * cancellation through this module). services.ts passes both in.
 */
export interface PeriodLocks {
  /** Throws 409 naming the month when any day of [from, to] of this person is locked. */
  assertOpen(userId: string, from: string, to: string, db?: Queryable): Promise<void>;
  /** For each question, the first locked month ('YYYY-MM') its days meet, else null. */
  lockedMonths(
    questions: readonly { userId: string; from: string; to: string }[],
  ): Promise<(string | null)[]>;
}

/** A request's days once decided (what the leave module stores on the row). */
export interface DecidedDays {
  days: number;
  unpaidDays: number;
  sandwichDates: string[];
}

/** The balance side of a leave's life (docs/leave.md), called inside the leave module's transactions. */
export interface LeaveBooksPort {
  /** Every leave type, built-in and custom (issue 40): the application rules and attendance need them. */
  leaveTypes(db?: Queryable): Promise<LeaveTypeInfo[]>;
  forApplication(
    tx: Queryable,
    userId: string,
    request: { type: LeaveType; startDate: string; endDate: string; halfDay: boolean },
  ): Promise<DecidedDays>;
  takeOnApproval(
    tx: Queryable,
    leave: {
      id: string;
      userId: string;
      type: LeaveType;
      startDate: string;
      endDate: string;
      halfDay: boolean;
    },
    approverId: string,
  ): Promise<DecidedDays>;
  reverse(
    tx: Queryable,
    leave: { id: string; userId: string },
    by: string,
    reason: string | null,
  ): Promise<unknown>;
  revertNeighbours(
    tx: Queryable,
    gone: { id: string; userId: string; startDate: string; endDate: string },
    by: string,
  ): Promise<unknown>;
}
