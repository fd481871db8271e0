import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deletedTaskSchema,
  errorResponseSchema,
  taskBodySchema,
  taskIdParamsSchema,
  taskListSchema,
  taskSchema,
} from '@hrms/shared';
import { ADMIN_ONLY, ANY_ROLE } from '../../plugins/access.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { TasksService } from './tasks.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const writeErrors = { ...errors, ...errorResponses(422) };

export const tasksRoutes: FastifyPluginAsyncZod<{ tasks: TasksService }> = async (app, { tasks }) => {
  app.post(
    '/api/tasks',
    {
      config: { access: { roles: ADMIN_ONLY } },
      schema: {
        tags: ['tasks'],
        summary: 'Create and assign a task (Admin; the creator is the caller, body createdBy is ignored)',
        body: taskBodySchema,
        response: { 201: taskSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { title, description, date, time, assignedTo } = request.body;
      return reply
        .code(201)
        .send(await tasks.create(callerOf(request), { title, description, date, time, assignedTo }));
    },
  );

  app.put(
    '/api/tasks/:id',
    {
      config: { access: { roles: ADMIN_ONLY } },
      schema: {
        tags: ['tasks'],
        summary: 'Update a task (Admin; past dates allowed on update)',
        params: taskIdParamsSchema,
        body: taskBodySchema,
        response: { 200: taskSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { title, description, date, time, assignedTo } = request.body;
      return tasks.update(callerOf(request), request.params.id, {
        title,
        description,
        date,
        time,
        assignedTo,
      });
    },
  );

  app.delete(
    '/api/tasks/:id',
    {
      config: { access: { roles: ADMIN_ONLY } },
      schema: {
        tags: ['tasks'],
        summary: 'Delete a task (Admin)',
        params: taskIdParamsSchema,
        response: { 200: deletedTaskSchema, ...errors },
      },
    },
    async (request) => tasks.remove(callerOf(request), request.params.id),
  );

  app.put(
    '/api/tasks/:id/status',
    {
      config: { access: { roles: ANY_ROLE } },
      schema: {
        tags: ['tasks'],
        summary: 'Mark a Pending task Completed (its assignee, or an Admin)',
        params: taskIdParamsSchema,
        response: { 200: taskSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => tasks.complete(callerOf(request), request.params.id),
  );

  app.get(
    '/api/tasks/user/:id',
    {
      config: { access: { roles: ANY_ROLE, ownParam: 'id' } },
      schema: {
        tags: ['tasks'],
        summary: "The caller's own assigned tasks",
        params: taskIdParamsSchema,
        response: { 200: taskListSchema, ...errors },
      },
    },
    async (request) => tasks.listAssignedTo(callerOf(request)),
  );

  app.get(
    '/api/tasks/admin-created/:id',
    {
      config: { access: { roles: ADMIN_ONLY, ownParam: 'id' } },
      schema: {
        tags: ['tasks'],
        summary: 'The tasks this Admin created, newest first',
        params: taskIdParamsSchema,
        response: { 200: taskListSchema, ...errors },
      },
    },
    async (request) => tasks.listCreatedBy(callerOf(request)),
  );
};
