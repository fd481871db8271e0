import { and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { anyUuid } from '../../db/set-params.ts';
import { tasks, users } from '../../db/schema/index.ts';

const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  date: tasks.date,
  time: tasks.time,
  status: tasks.status,
  assignedTo: tasks.assignedTo,
  assigneeName: users.name,
  createdBy: tasks.createdBy,
  createdByName: tasks.createdByName,
};
export interface TaskRow {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  status: 'Pending' | 'Completed';
  assignedTo: string;
  assigneeName: string;
  createdBy: string | null;
  createdByName: string;
}

/** The person a task may be assigned to, or null when there is no such person. */
export function findPerson(db: Queryable, id: string) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

function selectTasks(db: Queryable) {
  return db.select(taskColumns).from(tasks).innerJoin(users, eq(users.id, tasks.assignedTo));
}

export function findTask(db: Queryable, id: string): Promise<TaskRow | null> {
  return selectTasks(db)
    .where(eq(tasks.id, id))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export function listAssignedTo(db: Queryable, userId: string): Promise<TaskRow[]> {
  return selectTasks(db)
    .where(eq(tasks.assignedTo, userId))
    .orderBy(asc(tasks.date), asc(tasks.time), asc(tasks.createdAt));
}

/** The tasks of several assignees in one statement (batched Home reads), each's in listAssignedTo's order. */
export function listAssignedToUsers(db: Queryable, userIds: readonly string[]): Promise<TaskRow[]> {
  return selectTasks(db)
    .where(anyUuid(tasks.assignedTo, userIds))
    .orderBy(asc(tasks.date), asc(tasks.time), asc(tasks.createdAt));
}

export function listCreatedBy(db: Queryable, userId: string): Promise<TaskRow[]> {
  return selectTasks(db).where(eq(tasks.createdBy, userId)).orderBy(desc(tasks.createdAt));
}

export function insertTask(db: Queryable, values: typeof tasks.$inferInsert): Promise<string> {
  return db
    .insert(tasks)
    .values(values)
    .returning({ id: tasks.id })
    .then((rows) => rows[0]!.id);
}

export function updateTask(
  db: Queryable,
  id: string,
  values: Pick<
    typeof tasks.$inferInsert,
    'title' | 'description' | 'date' | 'time' | 'assignedTo' | 'updatedAt'
  >,
): Promise<boolean> {
  return db
    .update(tasks)
    .set(values)
    .where(eq(tasks.id, id))
    .returning({ id: tasks.id })
    .then((rows) => rows.length > 0);
}

/** Pending -> Completed only; answers false when the task was not Pending (a second click, a race). */
export function completeTask(db: Queryable, id: string, at: Date): Promise<boolean> {
  return db
    .update(tasks)
    .set({ status: 'Completed', completedAt: at, updatedAt: at })
    .where(and(eq(tasks.id, id), eq(tasks.status, 'Pending')))
    .returning({ id: tasks.id })
    .then((rows) => rows.length > 0);
}

export function deleteTask(db: Queryable, id: string): Promise<boolean> {
  return db
    .delete(tasks)
    .where(eq(tasks.id, id))
    .returning({ id: tasks.id })
    .then((rows) => rows.length > 0);
}
