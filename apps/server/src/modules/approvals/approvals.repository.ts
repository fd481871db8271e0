import { and, eq, gte, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { readSetting, writeSetting } from '../../db/org-settings.repository.ts';
import { approvalDelegations, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/result-rows.ts';
import { jsonRecords } from '../../db/set-params.ts';

/** org_settings key of the approval flow (docs/organisation.md, "Approval flows"). */
export const APPROVALS_SETTING_KEY = 'approvals';

export const readApprovalSettings = (db: Queryable): Promise<unknown> =>
  readSetting(db, APPROVALS_SETTING_KEY);

export const writeApprovalSettings = (db: Queryable, value: unknown, by: string, at: Date) =>
  writeSetting(db, APPROVALS_SETTING_KEY, value, by, at);

export interface DeciderFactsRow {
  managerId: string | null;
  managerName: string | null;
  managerRole: string | null;
  delegateId: string | null;
  delegateName: string | null;
  /** Read only with `handOver`: the manager has approved leave covering today. */
  managerOnLeave?: boolean;
  leaveDelegateId?: string | null;
  leaveDelegateName?: string | null;
  /** The manager's own manager today. */
  nextManagerId?: string | null;
  nextManagerName?: string | null;
}

/**
 * The rule's facts for many requests in ONE statement, in the questions' order: each requester's reporting
 * manager on the day asked (the placement row with the latest effective_from on or before it,
 * docs/organisation.md) and that manager's delegation in force on `today` (the latest made, when two
 * overlap). A deleted manager's rows were handed over, so a name is always a live person's.
 */
export async function deciderFactsOn(
  db: Queryable,
  questions: readonly { userId: string; day: string }[],
  today: string,
  handOver = false,
): Promise<DeciderFactsRow[]> {
  if (questions.length === 0) return [];
  const records = questions.map((q, i) => ({ i, user_id: q.userId, day: q.day }));
  const result = await db.execute(sql`
    SELECT u.id AS "managerId", u.name AS "managerName", u.role::text AS "managerRole",
           del.delegate_id AS "delegateId", du.name AS "delegateName"${handOver ? onLeaveColumns(today) : sql``}
    FROM jsonb_to_recordset(${jsonRecords(records)}) AS q(i int, user_id uuid, day date)
    LEFT JOIN LATERAL (
      SELECT p.manager_id FROM person_placements p
      WHERE p.user_id = q.user_id AND p.effective_from <= q.day
      ORDER BY p.effective_from DESC LIMIT 1
    ) cur ON true
    LEFT JOIN users u ON u.id = cur.manager_id
    LEFT JOIN LATERAL (
      SELECT d.delegate_id FROM approval_delegations d
      WHERE d.delegator_id = cur.manager_id AND d.start_date <= ${today}::date AND d.end_date >= ${today}::date
        AND NOT d.while_on_leave
      ORDER BY d.created_at DESC LIMIT 1
    ) del ON true
    LEFT JOIN users du ON du.id = del.delegate_id
    ORDER BY q.i
  `);
  return rowsOf<DeciderFactsRow>(result);
}

/**
 * The automatic hand-over's facts, as scalar subqueries on the manager `u` (docs/organisation.md): approved
 * leave of theirs covering today (a half day counts), their "while I'm on leave" delegate in force today (the
 * latest made) and their own manager today.
 */
function onLeaveColumns(today: string): SQL {
  const leaveDelegate = sql`(SELECT d.delegate_id FROM approval_delegations d
      WHERE d.delegator_id = u.id AND d.while_on_leave
        AND d.start_date <= ${today}::date AND d.end_date >= ${today}::date
      ORDER BY d.created_at DESC LIMIT 1)`;
  const nextManager = sql`(SELECT p.manager_id FROM person_placements p
      WHERE p.user_id = u.id AND p.effective_from <= ${today}::date
      ORDER BY p.effective_from DESC LIMIT 1)`;
  return sql`,
    EXISTS (SELECT 1 FROM leave_requests l WHERE l.user_id = u.id AND l.status = 'Approved'
            AND l.start_date <= ${today}::date AND l.end_date >= ${today}::date) AS "managerOnLeave",
    ${leaveDelegate} AS "leaveDelegateId",
    (SELECT name FROM users WHERE id = ${leaveDelegate}) AS "leaveDelegateName",
    ${nextManager} AS "nextManagerId",
    (SELECT name FROM users WHERE id = ${nextManager}) AS "nextManagerName"`;
}

/** The caller's delegations that end today or later, soonest first. */
export function delegationsOf(db: Queryable, delegatorId: string, today: string) {
  return db
    .select({
      id: approvalDelegations.id,
      delegateId: approvalDelegations.delegateId,
      delegateName: users.name,
      startDate: approvalDelegations.startDate,
      endDate: approvalDelegations.endDate,
      whileOnLeave: approvalDelegations.whileOnLeave,
    })
    .from(approvalDelegations)
    .innerJoin(users, eq(users.id, approvalDelegations.delegateId))
    .where(and(eq(approvalDelegations.delegatorId, delegatorId), gte(approvalDelegations.endDate, today)))
    .orderBy(approvalDelegations.startDate);
}

/** Everyone's delegations that end today or later, soonest first, with both names (HR's and Admin's view). */
export function allDelegations(db: Queryable, today: string) {
  const delegator = alias(users, 'delegator');
  return db
    .select({
      id: approvalDelegations.id,
      delegatorId: approvalDelegations.delegatorId,
      delegatorName: delegator.name,
      delegateId: approvalDelegations.delegateId,
      delegateName: users.name,
      startDate: approvalDelegations.startDate,
      endDate: approvalDelegations.endDate,
      whileOnLeave: approvalDelegations.whileOnLeave,
    })
    .from(approvalDelegations)
    .innerJoin(users, eq(users.id, approvalDelegations.delegateId))
    .innerJoin(delegator, eq(delegator.id, approvalDelegations.delegatorId))
    .where(gte(approvalDelegations.endDate, today))
    .orderBy(approvalDelegations.startDate, delegator.name);
}

export function insertDelegation(
  db: Queryable,
  values: {
    delegatorId: string;
    delegateId: string;
    startDate: string;
    endDate: string;
    whileOnLeave: boolean;
    createdAt: Date;
  },
) {
  return db
    .insert(approvalDelegations)
    .values(values)
    .returning({ id: approvalDelegations.id })
    .then((rows) => rows[0]!.id);
}

/** Deletes one delegation (only the delegator's when `delegatorId` is given) and answers what it was. */
export function deleteDelegation(db: Queryable, id: string, delegatorId?: string) {
  const byId = eq(approvalDelegations.id, id);
  return db
    .delete(approvalDelegations)
    .where(delegatorId === undefined ? byId : and(byId, eq(approvalDelegations.delegatorId, delegatorId)))
    .returning({
      id: approvalDelegations.id,
      delegatorId: approvalDelegations.delegatorId,
      delegateId: approvalDelegations.delegateId,
      startDate: approvalDelegations.startDate,
      endDate: approvalDelegations.endDate,
      whileOnLeave: approvalDelegations.whileOnLeave,
    })
    .then((rows) => rows[0] ?? null);
}

/** Every HR person's and Admin's id and name (anyone may delegate to them), by name. */
export function staffNames(db: Queryable) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.role, ['Admin', 'HR']))
    .orderBy(users.name);
}

export function personName(db: Queryable, id: string): Promise<string | null> {
  return db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]?.name ?? null);
}

/**
 * Who may have requests waiting for these people (set-based, issue 42 scale), as a subquery of user ids for
 * the caller's own read of pending requests (`user_id IN (...)`): everyone who has had one of them, or a
 * manager who delegated to one of them today, as their reporting manager on any placement row. The exact
 * rule (the manager on the request's day, the delegate not the requester) then runs on this handful, so
 * "pending for me" never reads every pending request of the organisation. Two index walks (placements by
 * manager, delegations by delegate), not an OR that would scan every placement.
 */
export function candidateRequesters(personIds: readonly string[], today: string, handOver = false): SQL {
  const persons = sql`ARRAY(SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(personIds)}::jsonb))`;
  return sql`
    SELECT p.user_id FROM person_placements p WHERE p.manager_id = ANY(${persons})
    UNION
    SELECT p.user_id FROM approval_delegations d JOIN person_placements p ON p.manager_id = d.delegator_id
    WHERE d.delegate_id = ANY(${persons}) AND d.start_date <= ${today}::date AND d.end_date >= ${today}::date${
      handOver
        ? sql`
    UNION
    SELECT p.user_id FROM person_placements m JOIN person_placements p ON p.manager_id = m.user_id
    WHERE m.manager_id = ANY(${persons})`
        : sql``
    }`;
}

/**
 * Everyone who has had this person as reporting manager on any placement row, as a subquery of user ids: the
 * requesters whose requests may wait for them (the exact rule then runs on this handful).
 */
export const reportsEver = (managerId: string): SQL =>
  sql`SELECT p.user_id FROM person_placements p WHERE p.manager_id = ${managerId}::uuid`;

/** A request table's columns the HR filter reads (claims, advances). */
export interface RequestColumns {
  userId: SQLWrapper;
  createdAt: SQLWrapper;
  step: SQLWrapper;
}

/**
 * The pending requests that may wait at HR's step under a manager flow, as a condition on the request table
 * (set-based, issue 45 scale): those at step 2, those whose requester had no reporting manager on the day asked
 * (the placement row with the latest effective_from on or before it, the day in the organisation's time zone),
 * and with the hand-over on, those whose manager is on approved leave today (the cover may be nobody). The
 * exact rule (ApprovalsService.waiting) then runs on these only: a manager or delegate decides all the others.
 */
export function mayWaitForHr(c: RequestColumns, today: string, timeZone: string, handOver: boolean): SQL {
  const manager = sql`(SELECT p.manager_id FROM person_placements p
      WHERE p.user_id = ${c.userId} AND p.effective_from <= (${c.createdAt} AT TIME ZONE ${timeZone})::date
      ORDER BY p.effective_from DESC LIMIT 1)`;
  const onLeave = handOver
    ? sql` OR EXISTS (SELECT 1 FROM leave_requests l WHERE l.user_id = ${manager} AND l.status = 'Approved'
        AND l.start_date <= ${today}::date AND l.end_date >= ${today}::date)`
    : sql``;
  return sql`(${c.step} >= 2 OR COALESCE(${manager}, ${c.userId}) = ${c.userId}${onLeave})`;
}
