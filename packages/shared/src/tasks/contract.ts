import { ADMIN_ONLY, ANY_ROLE } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { TASK_ENDPOINTS } from './endpoints.ts';
import {
  deletedTaskSchema,
  taskBodySchema,
  taskIdParamsSchema,
  taskListSchema,
  taskSchema,
} from './schemas.ts';

const errors = [400, 401, 403, 404] as const;
const writeErrors = [...errors, 422] as const;

export const TASK_CONTRACT = defineContract(TASK_ENDPOINTS, {
  create: {
    summary: 'Create and assign a task (Admin; the creator is the caller, body createdBy is ignored)',
    body: taskBodySchema,
    response: taskSchema,
    errors: writeErrors,
    access: { roles: ADMIN_ONLY },
  },
  update: {
    summary: 'Update a task (Admin; past dates allowed on update)',
    params: taskIdParamsSchema,
    body: taskBodySchema,
    response: taskSchema,
    errors: writeErrors,
    access: { roles: ADMIN_ONLY },
  },
  remove: {
    summary: 'Delete a task (Admin)',
    params: taskIdParamsSchema,
    response: deletedTaskSchema,
    errors,
    access: { roles: ADMIN_ONLY },
  },
  complete: {
    summary: 'Mark a Pending task Completed (its assignee, or an Admin)',
    params: taskIdParamsSchema,
    response: taskSchema,
    errors: [...errors, 409],
    access: { roles: ANY_ROLE },
  },
  listAssigned: {
    summary: "The caller's own assigned tasks",
    params: taskIdParamsSchema,
    response: taskListSchema,
    errors,
    access: { roles: ANY_ROLE, ownParam: 'id' },
  },
  listCreated: {
    summary: 'The tasks this Admin created, newest first',
    params: taskIdParamsSchema,
    response: taskListSchema,
    errors,
    access: { roles: ADMIN_ONLY, ownParam: 'id' },
  },
});
