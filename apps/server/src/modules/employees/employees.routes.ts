import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createEmployeeFieldsSchema,
  deleteEmployeeResponseSchema,
  employeeListQuerySchema,
  employeeListSchema,
  employeeSchema,
  errorResponseSchema,
  grantReuploadBodySchema,
  grantReuploadResponseSchema,
  updateEmployeeFieldsSchema,
  type Role,
} from '@hrms/shared';
import { ADMIN_ONLY } from '../../plugins/access.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { callerOf } from '../../plugins/auth.ts';
import {
  multipartOptions,
  multipartPlugin,
  parseFields,
  readForm,
  type MultipartLimits,
} from '../../storage/uploads.ts';
import type { EmployeesService } from './employees.service.ts';

const errors = errorResponses(400, 401, 403);
const idParams = z.object({ id: z.string().max(64) });

export interface EmployeesRoutesOptions {
  employees: EmployeesService;
  maxUploadBytes: number;
}

/**
 * /api/admin/employees and /api/hr/employees: each shape is defined once and registered per role
 * namespace, so both variants run the same code (HR may list and add; Admin also updates and deletes).
 */
export const employeesRoutes: FastifyPluginAsyncZod<EmployeesRoutesOptions> = async (
  app,
  { employees, maxUploadBytes },
) => {
  await app.register(multipartPlugin, multipartOptions(maxUploadBytes));
  const formLimits: MultipartLimits = {
    maxFileBytes: maxUploadBytes,
    maxFiles: 1,
    fileFields: ['file'],
    unknownFileField: 'Only one file, in the field "file", may be sent with the employee form.',
  };

  const listRoute = (url: string, roles: readonly Role[]) =>
    app.get(
      url,
      {
        config: { access: { roles } },
        schema: {
          tags: ['employees'],
          summary:
            'All employees, each with their attendance of last month and this one (?fields=lean: without)',
          querystring: employeeListQuerySchema,
          response: { 200: employeeListSchema, ...errors },
        },
      },
      async (request) => employees.list(callerOf(request), request.query.fields),
    );

  const createRoute = (url: string, roles: readonly Role[]) =>
    app.post(
      url,
      {
        config: { access: { roles } },
        schema: {
          tags: ['employees'],
          summary: 'Add an employee (multipart: name, email, password, role, baseSalary, joinedOn, file)',
          consumes: ['multipart/form-data', 'application/json'],
          response: { 201: employeeSchema, ...errors, 409: errorResponseSchema, 413: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const form = await readForm(request, formLimits);
        const fields = parseFields(createEmployeeFieldsSchema, form.fields);
        const created = await employees.create(callerOf(request), fields, form.files[0]);
        return reply.code(201).send(created);
      },
    );

  listRoute('/api/admin/employees', ADMIN_ONLY);
  listRoute('/api/hr/employees', ['HR']);
  createRoute('/api/admin/employees', ADMIN_ONLY);
  createRoute('/api/hr/employees', ['HR']);

  app.put(
    '/api/admin/employees/:id',
    {
      config: { access: { roles: ADMIN_ONLY } },
      schema: {
        tags: ['employees'],
        summary: 'Update an employee (multipart; a blank password keeps the current one)',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        response: {
          200: employeeSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const form = await readForm(request, formLimits);
      const fields = parseFields(updateEmployeeFieldsSchema, form.fields);
      return employees.update(callerOf(request), request.params.id, fields, form.files[0]);
    },
  );

  app.delete(
    '/api/admin/employees/:id',
    {
      config: { access: { roles: ADMIN_ONLY } },
      schema: {
        tags: ['employees'],
        summary: 'Delete an employee and everything only theirs',
        params: idParams,
        response: {
          200: deleteEmployeeResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => employees.remove(callerOf(request), request.params.id),
  );

  app.put(
    '/api/admin/grant-reupload-access',
    {
      config: { access: { roles: ADMIN_ONLY } },
      schema: {
        tags: ['documents'],
        summary: 'Let an employee re-upload one document once',
        body: grantReuploadBodySchema,
        response: {
          200: grantReuploadResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) =>
      employees.grantReupload(callerOf(request), request.body.employeeId, request.body.field),
  );
};
