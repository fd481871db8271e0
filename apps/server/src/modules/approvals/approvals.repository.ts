import { and, eq, gte, inArray, sql } from 'drizzle-orm';
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

export interface ManagerOnRow {
  userId: string;
  day: string;
  managerId: string | null;
  managerName: string | null;
  managerRole: string | null;
}

/**
 * Each person's reporting manager on a day, for many (person, day) questions in one statement: the placement
 * row with the latest effective_from on or before the day (docs/organisation.md), joined to the manager's
 * account (a deleted manager's rows were handed over, so a name is always a live person's).
 */
export async function managersOn(
  db: Queryable,
  questions: readonly { userId: string; day: string }[],
): Promise<ManagerOnRow[]> {
  if (questions.length === 0) return [];
  const result = await db.execute(sql`
    SELECT q.user_id AS "userId", q.day::text AS "day", u.id AS "managerId", u.name AS "managerName",
           u.role::text AS "managerRole"
    FROM jsonb_to_recordset(${jsonRecords(questions.map((q) => ({ user_id: q.userId, day: q.day })))})
         AS q(user_id uuid, day date)
    LEFT JOIN LATERAL (
      SELECT p.manager_id FROM person_placements p
      WHERE p.user_id = q.user_id AND p.effective_from <= q.day
      ORDER BY p.effective_from DESC LIMIT 1
    ) cur ON true
    LEFT JOIN users u ON u.id = cur.manager_id
  `);
  return rowsOf<ManagerOnRow>(result);
}

export interface ActiveDelegationRow {
  delegatorId: string;
  delegateId: string;
  delegateName: string;
}

/** The delegation in force on `day` for each of these people (the latest made, when two overlap). */
export async function delegationsOn(
  db: Queryable,
  delegatorIds: readonly string[],
  day: string,
): Promise<ActiveDelegationRow[]> {
  if (delegatorIds.length === 0) return [];
  const result = await db.execute(sql`
    SELECT DISTINCT ON (d.delegator_id) d.delegator_id AS "delegatorId", d.delegate_id AS "delegateId",
           u.name AS "delegateName"
    FROM approval_delegations d JOIN users u ON u.id = d.delegate_id
    WHERE d.delegator_id = ANY(ARRAY(SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(delegatorIds)}::jsonb)))
      AND d.start_date <= ${day}::date AND d.end_date >= ${day}::date
    ORDER BY d.delegator_id, d.created_at DESC
  `);
  return rowsOf<ActiveDelegationRow>(result);
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
    })
    .from(approvalDelegations)
    .innerJoin(users, eq(users.id, approvalDelegations.delegateId))
    .innerJoin(delegator, eq(delegator.id, approvalDelegations.delegatorId))
    .where(gte(approvalDelegations.endDate, today))
    .orderBy(approvalDelegations.startDate, delegator.name);
}

export function insertDelegation(
  db: Queryable,
  values: { delegatorId: string; delegateId: string; startDate: string; endDate: string; createdAt: Date },
) {
  return db
    .insert(approvalDelegations)
    .values(values)
    .returning({ id: approvalDelegations.id })
    .then((rows) => rows[0]!.id);
}

export function deleteDelegation(db: Queryable, delegatorId: string, id: string) {
  return db
    .delete(approvalDelegations)
    .where(and(eq(approvalDelegations.id, id), eq(approvalDelegations.delegatorId, delegatorId)))
    .returning({
      id: approvalDelegations.id,
      delegateId: approvalDelegations.delegateId,
      startDate: approvalDelegations.startDate,
      endDate: approvalDelegations.endDate,
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
 * Who may have requests waiting for `personId` (set-based, issue 42 scale): everyone who has had the person,
 * or a manager who delegated to them today, as their reporting manager on any placement row. The exact rule
 * (the manager on the request's day, the delegate not the requester) then runs on this handful, so "pending
 * for me" never reads every pending request of the organisation.
 */
export async function candidateRequesters(db: Queryable, personId: string, today: string): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT p.user_id AS "userId" FROM person_placements p
    WHERE p.manager_id = ${personId}::uuid
       OR p.manager_id IN (
         SELECT d.delegator_id FROM approval_delegations d
         WHERE d.delegate_id = ${personId}::uuid AND d.start_date <= ${today}::date AND d.end_date >= ${today}::date)
  `);
  return rowsOf<{ userId: string }>(result).map((row) => row.userId);
}
