import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { readSetting, writeSetting } from '../../db/org-settings.repository.ts';
import { lifecycleTasks, probations, tasks, users } from '../../db/schema/index.ts';

/** org_settings keys (absent on a fresh install: probation off, no checklist, built-in letters). */
export const SETTINGS_KEY = 'lifecycle';
export const TEMPLATES_KEY = 'letter-templates';
export { readSetting, writeSetting };

const personColumns = {
  id: users.id,
  name: users.name,
  employeeNo: users.employeeNo,
  role: users.role,
  joinedOn: users.joinedOn,
  leftOn: users.leftOn,
};
export type PersonFacts = { [K in keyof typeof personColumns]: (typeof users.$inferSelect)[K] };

export function personFacts(db: Queryable, id: string): Promise<PersonFacts | null> {
  return db
    .select(personColumns)
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0] ?? null);
}

const probationColumns = {
  ...personColumns,
  overrideMonths: probations.overrideMonths,
  extendedTo: probations.extendedTo,
  extensionReason: probations.extensionReason,
  confirmedOn: probations.confirmedOn,
  remindedFor: probations.remindedFor,
};
export type ProbationRow = PersonFacts & {
  overrideMonths: number | null;
  extendedTo: string | null;
  extensionReason: string | null;
  confirmedOn: string | null;
  remindedFor: string | null;
};

/** Everyone still employed on `today` (left_on unset or not yet past) with their probation row, by name. */
export function probationRows(db: Queryable, today: string): Promise<ProbationRow[]> {
  return db
    .select(probationColumns)
    .from(users)
    .leftJoin(probations, eq(probations.userId, users.id))
    .where(or(isNull(users.leftOn), gte(users.leftOn, today)))
    .orderBy(asc(users.name), asc(users.id));
}

/** One person's probation row (the person's facts with nulls when nobody has written one yet). */
export function probationOf(db: Queryable, userId: string): Promise<ProbationRow | null> {
  return db
    .select(probationColumns)
    .from(users)
    .leftJoin(probations, eq(probations.userId, users.id))
    .where(eq(users.id, userId))
    .then((rows) => rows[0] ?? null);
}

/** One person's probation row, locked for a decision (the row is created if absent). */
export async function lockProbation(tx: Queryable, userId: string): Promise<ProbationRow | null> {
  await tx.insert(probations).values({ userId }).onConflictDoNothing();
  return tx
    .select(probationColumns)
    .from(users)
    .innerJoin(probations, eq(probations.userId, users.id))
    .where(eq(users.id, userId))
    .for('update', { of: probations })
    .then((rows) => rows[0] ?? null);
}

export async function updateProbation(
  tx: Queryable,
  userId: string,
  values: Partial<Omit<typeof probations.$inferInsert, 'userId'>>,
  at: Date,
): Promise<void> {
  await tx
    .update(probations)
    .set({ ...values, updatedAt: at })
    .where(eq(probations.userId, userId));
}

/**
 * Records that the reminder for the probation ending `endsOn` was sent; false when it already was (another
 * instance, a retry): the task is made only by the call that answers true.
 */
export async function markReminded(
  tx: Queryable,
  userId: string,
  endsOn: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(probations)
    .values({ userId, remindedFor: endsOn, updatedAt: at })
    .onConflictDoUpdate({
      target: probations.userId,
      set: { remindedFor: endsOn, updatedAt: at },
      setWhere: sql`${probations.remindedFor} is distinct from ${endsOn}`,
    })
    .returning({ userId: probations.userId });
  return rows.length > 0;
}

/** People holding `role` who are still employed on `today`. */
export function idsWithRole(db: Queryable, role: 'HR' | 'Admin', today: string): Promise<string[]> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, role), or(isNull(users.leftOn), gte(users.leftOn, today))))
    .orderBy(asc(users.employeeNo))
    .then((rows) => rows.map((row) => row.id));
}

export async function linkTasks(
  tx: Queryable,
  rows: { taskId: string; subjectId: string; kind: 'onboarding' | 'probation-reminder' }[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(lifecycleTasks).values(rows);
}

/** The person's own onboarding tasks (assigned to them, about them), open first, then by due date. */
export function onboardingTasksOf(db: Queryable, userId: string) {
  return db
    .select({ taskId: tasks.id, title: tasks.title, dueOn: tasks.date, status: tasks.status })
    .from(lifecycleTasks)
    .innerJoin(tasks, eq(tasks.id, lifecycleTasks.taskId))
    .where(
      and(
        eq(lifecycleTasks.subjectId, userId),
        eq(lifecycleTasks.kind, 'onboarding'),
        eq(tasks.assignedTo, userId),
      ),
    )
    .orderBy(sql`${tasks.status} = 'Completed'`, asc(tasks.date), asc(tasks.title));
}
