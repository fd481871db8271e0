import type { Role } from '@hrms/shared';

/** Only Admin creates, updates and deletes tasks (spec section 6); any Admin may fix any task. */
export const TASK_MANAGER_ROLES: readonly Role[] = ['Admin'];

/** The assignee completes their own task; an Admin may complete any. Others do not learn it exists. */
export function mayCompleteTask(caller: { id: string; role: Role }, task: { assignedTo: string }): boolean {
  return caller.role === 'Admin' || task.assignedTo === caller.id;
}
