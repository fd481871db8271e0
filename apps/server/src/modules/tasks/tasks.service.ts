import { isRecordId, TASK_MESSAGES, type PersonalTaskUpdate, type Task } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import { perPersonReads } from '../../lib/batched-reads.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { changedFields, type AuditService } from '../audit/index.ts';
import { mayCompleteTask, TASK_MANAGER_ROLES } from './tasks.policy.ts';
import {
  completeTask,
  deleteTask,
  findPerson,
  findTask,
  insertTask,
  listAssignedToUsers,
  listCreatedBy,
  updateTask,
  type TaskRow,
} from './tasks.repository.ts';

export function presentTask(row: TaskRow): Task {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    time: row.time,
    status: row.status,
    assignedTo: { _id: row.assignedTo, name: row.assigneeName },
    createdBy: { _id: row.createdBy ?? '', name: row.createdByName },
  };
}

export interface TaskInput {
  title: string;
  description: string;
  date: string;
  time: string;
  assignedTo: string;
}

/** The assignee was deleted between our check and the write (foreign key). */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What the audit log keeps of a task. */
function taskSnapshot(row: TaskRow) {
  return {
    title: row.title,
    description: row.description,
    date: row.date,
    time: row.time,
    status: row.status,
    assignedTo: row.assignedTo,
    assignedToName: row.assigneeName,
  };
}

export interface TasksDeps {
  db: Database;
  orgTime: OrgTime;
  realtime: Realtime;
  audit: AuditService;
}

export class TasksService {
  /** The tasks of the assignees asking in one turn: one statement for all (lib/batched-reads.ts). */
  private readonly assigned = perPersonReads(
    (ids) => listAssignedToUsers(this.deps.db, ids),
    (row) => row.assignedTo,
  );

  constructor(private readonly deps: TasksDeps) {}

  async create(admin: Caller, input: TaskInput): Promise<Task> {
    if (input.date < this.deps.orgTime.today()) throw badRequest(TASK_MESSAGES.pastDate);
    await this.assignee(input.assignedTo);
    const id = await this.write(() =>
      this.deps.db.transaction(async (tx) => {
        const newId = await insertTask(tx, {
          ...input,
          createdBy: admin.id,
          createdByName: admin.name,
          createdAt: this.deps.orgTime.now(),
          updatedAt: this.deps.orgTime.now(),
        });
        const row = (await findTask(tx, newId))!;
        await this.deps.audit.record(tx, {
          actor: admin,
          action: 'task.create',
          entityType: 'task',
          entityId: newId,
          after: taskSnapshot(row),
        });
        return newId;
      }),
    );
    const task = presentTask((await findTask(this.deps.db, id))!);
    this.tell(task, 'created');
    this.deps.realtime.emitToRoles(TASK_MANAGER_ROLES, 'admin_task_created', task);
    return task;
  }

  /** Updates may keep (or set) a past date: the spec exempts them from the past-date rule. */
  async update(admin: Caller, taskId: string, input: TaskInput): Promise<Task> {
    const before = await this.existing(taskId);
    await this.assignee(input.assignedTo);
    const updated = await this.write(() =>
      this.deps.db.transaction(async (tx) => {
        const done = await updateTask(tx, before.id, { ...input, updatedAt: this.deps.orgTime.now() });
        const row = done ? await findTask(tx, before.id) : null;
        if (row)
          await this.deps.audit.record(tx, {
            actor: admin,
            action: 'task.update',
            entityType: 'task',
            entityId: before.id,
            ...changedFields(taskSnapshot(before), taskSnapshot(row)),
          });
        return done;
      }),
    );
    if (!updated) throw notFound(TASK_MESSAGES.notFound);
    const task = presentTask((await findTask(this.deps.db, before.id))!);
    // A reassigned task leaves the previous assignee's list.
    if (before.assignedTo !== task.assignedTo._id) this.tell(presentTask(before), 'deleted');
    this.tell(task, 'updated');
    this.deps.realtime.emitToRoles(TASK_MANAGER_ROLES, 'admin_task_updated', task);
    return task;
  }

  async complete(caller: Caller, taskId: string): Promise<Task> {
    const before = await this.existing(taskId);
    if (!mayCompleteTask(caller, before)) throw notFound(TASK_MESSAGES.notFound);
    if (!(await completeTask(this.deps.db, before.id, this.deps.orgTime.now())))
      throw conflict(TASK_MESSAGES.alreadyCompleted);
    const task = presentTask((await findTask(this.deps.db, before.id))!);
    this.tell(task, 'completed');
    this.deps.realtime.emitToRoles(TASK_MANAGER_ROLES, 'admin_task_status_updated', task);
    return task;
  }

  async remove(admin: Caller, taskId: string): Promise<{ _id: string; message: string }> {
    const before = await this.existing(taskId);
    const deleted = await this.deps.db.transaction(async (tx) => {
      if (!(await deleteTask(tx, before.id))) return false;
      await this.deps.audit.record(tx, {
        actor: admin,
        action: 'task.delete',
        entityType: 'task',
        entityId: before.id,
        before: taskSnapshot(before),
      });
      return true;
    });
    if (!deleted) throw notFound(TASK_MESSAGES.notFound);
    const task = presentTask(before);
    this.tell(task, 'deleted');
    this.deps.realtime.emitToRoles(TASK_MANAGER_ROLES, 'admin_task_deleted', task);
    return { _id: before.id, message: TASK_MESSAGES.deleted };
  }

  /**
   * Tasks the system assigns (onboarding items, probation reminders; docs/lifecycle.md) inside the caller's
   * transaction; a past date is kept (a person imported after joining). `announce` them after the commit.
   */
  async assignIn(tx: Queryable, inputs: (TaskInput & { createdByName: string })[]): Promise<string[]> {
    const ids: string[] = [];
    const at = this.deps.orgTime.now();
    for (const input of inputs)
      ids.push(await insertTask(tx, { ...input, createdBy: null, createdAt: at, updatedAt: at }));
    return ids;
  }

  /** Tells each assignee of tasks made by `assignIn` once their transaction committed. */
  async announce(ids: string[]): Promise<void> {
    for (const id of ids) {
      const row = await findTask(this.deps.db, id);
      if (row) this.tell(presentTask(row), 'created');
    }
  }

  async listAssignedTo(user: Caller): Promise<Task[]> {
    return (await this.assigned.load(user.id)).map(presentTask);
  }

  async listCreatedBy(admin: Caller): Promise<Task[]> {
    return (await listCreatedBy(this.deps.db, admin.id)).map(presentTask);
  }

  private tell(task: Task, action: PersonalTaskUpdate['action']): void {
    const payload: PersonalTaskUpdate = { action, task };
    this.deps.realtime.emitToUser(task.assignedTo._id, 'personal_task_update', payload);
  }

  private async existing(taskId: string): Promise<TaskRow> {
    const task = isRecordId(taskId) ? await findTask(this.deps.db, taskId) : null;
    if (!task) throw notFound(TASK_MESSAGES.notFound);
    return task;
  }

  private async assignee(id: string): Promise<void> {
    const person = isRecordId(id) ? await findPerson(this.deps.db, id) : null;
    if (!person) throw unprocessable(TASK_MESSAGES.unknownAssignee);
  }

  private async write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unprocessable(TASK_MESSAGES.unknownAssignee);
      throw error;
    }
  }
}
