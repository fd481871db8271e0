import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { LeaveStatus, LeaveType } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { anyUuid } from '../../db/set-params.ts';
import { leaveRequests, users } from '../../db/schema/index.ts';

/** A leave row with the applicant's name, what the presenter needs. */
export interface LeaveRow {
  id: string;
  userId: string;
  employeeName: string;
  type: LeaveType;
  startDate: string;
  endDate: string;
  reason: string;
  status: LeaveStatus;
  rejectionReason: string | null;
  createdAt: Date;
  daysHundredths: number;
  unpaidHundredths: number;
  sandwichDates: string[];
  cancellationReason: string | null;
  /** A half day of a custom type that allows it (issue 40). */
  halfDay: boolean;
  /** Issue 42, approvals: the step (1, or 2 with HR under manager-then-hr), since when, and an HR override. */
  approvalStep: number;
  stepSince: Date | null;
  override: boolean;
}

const leaveColumns = {
  id: leaveRequests.id,
  userId: leaveRequests.userId,
  employeeName: users.name,
  type: leaveRequests.type,
  startDate: leaveRequests.startDate,
  endDate: leaveRequests.endDate,
  reason: leaveRequests.reason,
  status: leaveRequests.status,
  rejectionReason: leaveRequests.rejectionReason,
  createdAt: leaveRequests.createdAt,
  daysHundredths: leaveRequests.daysHundredths,
  unpaidHundredths: leaveRequests.unpaidHundredths,
  sandwichDates: leaveRequests.sandwichDates,
  cancellationReason: leaveRequests.cancellationReason,
  halfDay: leaveRequests.halfDay,
  approvalStep: leaveRequests.approvalStep,
  stepSince: leaveRequests.stepSince,
  override: leaveRequests.override,
};

function selectLeaves(db: Queryable) {
  return db.select(leaveColumns).from(leaveRequests).innerJoin(users, eq(users.id, leaveRequests.userId));
}

export function findLeaveById(db: Queryable, id: string): Promise<LeaveRow | null> {
  return selectLeaves(db)
    .where(eq(leaveRequests.id, id))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** Newest application first. */
export function listLeavesOfUser(db: Queryable, userId: string): Promise<LeaveRow[]> {
  return selectLeaves(db)
    .where(eq(leaveRequests.userId, userId))
    .orderBy(desc(leaveRequests.createdAt), desc(leaveRequests.id));
}

/** The requests of several people in one statement (batched Home reads), each person's newest first. */
export function listLeavesOfUsers(db: Queryable, userIds: readonly string[]): Promise<LeaveRow[]> {
  return selectLeaves(db)
    .where(anyUuid(leaveRequests.userId, userIds))
    .orderBy(desc(leaveRequests.createdAt), desc(leaveRequests.id));
}

/**
 * What approvers see: every Pending request (earliest start first, the most urgent on top), then the
 * requests decided since `decidedSince`, most recently decided first.
 */
export function listForApprovers(db: Queryable, decidedSince: Date): Promise<LeaveRow[]> {
  return selectLeaves(db)
    .where(
      or(
        eq(leaveRequests.status, 'Pending'),
        gte(leaveRequests.decidedAt, decidedSince),
        gte(leaveRequests.cancelledAt, decidedSince),
      ),
    )
    .orderBy(
      sql`CASE WHEN ${leaveRequests.status} = 'Pending' THEN 0 ELSE 1 END`,
      sql`CASE WHEN ${leaveRequests.status} = 'Pending' THEN ${leaveRequests.startDate} END ASC`,
      desc(sql`coalesce(${leaveRequests.cancelledAt}, ${leaveRequests.decidedAt})`),
      asc(leaveRequests.createdAt),
    );
}

/**
 * Serialises one person's applications: the overlap check and the insert run under this row lock,
 * so two requests sent at once cannot both pass the check.
 */
export async function lockUser(tx: Queryable, userId: string): Promise<string | null> {
  const rows = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId)).for('update');
  return rows[0]?.name ?? null;
}

export async function hasOverlappingLeave(
  tx: Queryable,
  userId: string,
  startDate: string,
  endDate: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.userId, userId),
        inArray(leaveRequests.status, ['Pending', 'Approved']),
        lte(leaveRequests.startDate, endDate),
        gte(leaveRequests.endDate, startDate),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export function insertLeave(
  tx: Queryable,
  values: {
    userId: string;
    type: LeaveType;
    startDate: string;
    endDate: string;
    reason: string;
    createdAt: Date;
    days: number;
    unpaidDays: number;
    sandwichDates: readonly string[];
    halfDay: boolean;
  },
) {
  const { days, unpaidDays, sandwichDates, ...rest } = values;
  return tx
    .insert(leaveRequests)
    .values({
      ...rest,
      daysHundredths: Math.round(days * 100),
      unpaidHundredths: Math.round(unpaidDays * 100),
      sandwichDates: sql`${`{${sandwichDates.join(',')}}`}::date[]`,
    })
    .returning({ id: leaveRequests.id })
    .then((rows) => rows[0]!.id);
}

/**
 * The decision itself: a conditional UPDATE, so of two approvers acting at once exactly one wins
 * and the other updates nothing. Returns whether this call made the change.
 */
export async function decidePending(
  tx: Queryable,
  id: string,
  decision: {
    status: 'Approved' | 'Rejected';
    rejectionReason: string | null;
    decidedBy: string;
    decidedAt: Date;
    /** Issue 42: HR or Admin decided it while it waited for a manager. */
    override?: boolean;
  },
  /** Issue 42: only while the request is still at this approval step (a manager's move to HR races too). */
  step?: number,
): Promise<boolean> {
  const rows = await tx
    .update(leaveRequests)
    .set(decision)
    .where(
      and(
        eq(leaveRequests.id, id),
        eq(leaveRequests.status, 'Pending'),
        step === undefined ? undefined : eq(leaveRequests.approvalStep, step),
      ),
    )
    .returning({ id: leaveRequests.id });
  return rows.length > 0;
}

/** Cancelling: a conditional UPDATE from the statuses allowed, so a decision and a cancellation never both win. */
export async function cancelLeave(
  tx: Queryable,
  id: string,
  from: readonly LeaveStatus[],
  values: { cancellationReason: string | null; cancelledBy: string; cancelledAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(leaveRequests)
    .set({ status: 'Cancelled', ...values })
    .where(and(eq(leaveRequests.id, id), inArray(leaveRequests.status, [...from])))
    .returning({ id: leaveRequests.id });
  return rows.length > 0;
}

/** Issue 42, manager-then-hr: the manager approved, so the request moves to HR's step (conditional, like a decision). */
export async function moveToHrStep(tx: Queryable, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(leaveRequests)
    .set({ approvalStep: 2, stepSince: at })
    .where(
      and(eq(leaveRequests.id, id), eq(leaveRequests.status, 'Pending'), eq(leaveRequests.approvalStep, 1)),
    )
    .returning({ id: leaveRequests.id });
  return rows.length > 0;
}

/** The pending requests of the people a subquery selects, earliest start first (for the approval rule). */
export function listPendingOf(db: Queryable, userIds: SQL): Promise<LeaveRow[]> {
  return selectLeaves(db)
    .where(and(eq(leaveRequests.status, 'Pending'), sql`${leaveRequests.userId} IN (${userIds})`))
    .orderBy(asc(leaveRequests.startDate), asc(leaveRequests.createdAt));
}
