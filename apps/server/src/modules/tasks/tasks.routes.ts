import type { FastifyPluginAsync } from 'fastify';
import { TASK_CONTRACT } from '@hrms/shared/tasks/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { TasksService } from './tasks.service.ts';

/** Tasks: paths, schemas and access in packages/shared/src/tasks/. The body's createdBy is never read. */
export const tasksRoutes: FastifyPluginAsync<{ tasks: TasksService }> = async (app, { tasks }) =>
  registerEndpoints(app, 'tasks', TASK_CONTRACT, {
    create: async (request) => {
      const { title, description, date, time, assignedTo } = request.body;
      return tasks.create(callerOf(request), { title, description, date, time, assignedTo });
    },
    update: async (request) => {
      const { title, description, date, time, assignedTo } = request.body;
      return tasks.update(callerOf(request), request.params.id, {
        title,
        description,
        date,
        time,
        assignedTo,
      });
    },
    remove: async (request) => tasks.remove(callerOf(request), request.params.id),
    complete: async (request) => tasks.complete(callerOf(request), request.params.id),
    listAssigned: async (request) => tasks.listAssignedTo(callerOf(request)),
    listCreated: async (request) => tasks.listCreatedBy(callerOf(request)),
  });
