import { z } from 'zod';
import type { ServerEventSchemas } from '../realtime.ts';
import { taskSchema } from './schemas.ts';

/** personal_task_update payload: what happened to one of the assignee's tasks. */
export const personalTaskUpdateSchema = z.object({
  action: z.enum(['created', 'updated', 'completed', 'deleted']),
  task: taskSchema,
});
export type PersonalTaskUpdate = z.infer<typeof personalTaskUpdateSchema>;

/** The task events (docs/realtime.md): the assignee hears personal_task_update, Admins the admin_task_* ones. */
export const TASK_EVENTS = {
  personal_task_update: personalTaskUpdateSchema,
  admin_task_created: taskSchema,
  admin_task_updated: taskSchema,
  admin_task_status_updated: taskSchema,
  // The task as it was before it went.
  admin_task_deleted: taskSchema,
} as const satisfies ServerEventSchemas;
