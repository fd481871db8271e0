import { z } from 'zod';
import {
  optionalDescriptionField,
  requiredScheduleText,
  scheduleDateField,
  scheduleTimeField,
} from '../schedule-fields.ts';

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 2000;
export const TASK_STATUSES = ['Pending', 'Completed'] as const;

/** Every task string of spec sections 5 and 8, plus our own server answers. */
export const TASK_MESSAGES = {
  required: 'Title, Date, Time, and Assigned Employee are required.',
  pastDate: 'Cannot create task for a past date.',
  invalidDate: 'Please choose a valid date.',
  invalidTime: 'Please choose a valid time.',
  titleTooLong: `The title must be at most ${TASK_TITLE_MAX} characters.`,
  descriptionTooLong: `The description must be at most ${TASK_DESCRIPTION_MAX.toLocaleString('en-IN')} characters.`,
  unknownAssignee: 'The assigned employee does not exist.',
  notFound: 'Task not found.',
  alreadyCompleted: 'This task is already completed.',
  created: 'Task created and assigned!',
  createFailed: 'Failed to create task.',
  updated: 'Task updated successfully!',
  updateFailed: 'Failed to update task.',
  deleted: 'Task deleted successfully!',
  deleteFailed: 'Failed to delete task.',
  completed: 'Task marked as complete!',
  statusFailed: 'Failed to update task status.',
  confirmDelete: 'Are you sure you want to delete this task?',
  noneAssigned: 'No tasks assigned to you.',
  noneCreated: 'No tasks created yet.',
  /** Realtime info toasts (spec section 4: every event shows one); our wording, the spec gives none. */
  liveAssigned: (title: string) => `New task assigned: ${title}`,
  liveUpdated: (title: string) => `Task updated: ${title}`,
  liveRemoved: (title: string) => `Task removed: ${title}`,
  liveCreated: (title: string, assignee: string) => `Task "${title}" was assigned to ${assignee}.`,
  liveChanged: (title: string) => `Task "${title}" was changed.`,
  liveStatus: (title: string, status: string) => `Task "${title}" is now ${status}.`,
  liveDeleted: 'A task you created was deleted.',
} as const;

/** POST /api/tasks and PUT /api/tasks/:id. `createdBy` is accepted and ignored: the creator is the caller. */
export const taskBodySchema = z.object({
  title: requiredScheduleText(TASK_MESSAGES.required, TASK_TITLE_MAX, TASK_MESSAGES.titleTooLong),
  description: optionalDescriptionField(TASK_DESCRIPTION_MAX, TASK_MESSAGES.descriptionTooLong),
  date: scheduleDateField(TASK_MESSAGES.required, TASK_MESSAGES.invalidDate),
  time: scheduleTimeField(TASK_MESSAGES.required, TASK_MESSAGES.invalidTime),
  assignedTo: z.string({ error: TASK_MESSAGES.required }).trim().min(1, { error: TASK_MESSAGES.required }),
  createdBy: z.unknown().optional(),
});
export type TaskBody = z.input<typeof taskBodySchema>;

export const taskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

const personRef = z.object({ _id: z.string(), name: z.string() });

/** Spec section 3: a task. createdBy._id is '' once the creator's account is gone (the name is kept). */
export const taskSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  status: taskStatusSchema,
  assignedTo: personRef,
  createdBy: personRef,
});
export type Task = z.infer<typeof taskSchema>;
export const taskListSchema = z.array(taskSchema);

export const taskIdParamsSchema = z.object({ id: z.string() });
export const deletedTaskSchema = z.object({ _id: z.string(), message: z.string() });
