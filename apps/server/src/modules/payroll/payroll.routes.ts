import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  generateSalaryRequestSchema,
  generateSalaryResponseSchema,
  salariesParamsSchema,
  salariesUserParamsSchema,
  salaryRecordListSchema,
} from '@hrms/shared';
import { ADMIN_ONLY, ANY_ROLE } from '../../plugins/access.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { PayrollService } from './payroll.service.ts';

const errors = errorResponses(400, 401, 403);
const listResponse = { 200: salaryRecordListSchema, ...errors };

export const payrollRoutes: FastifyPluginAsyncZod<{ payroll: PayrollService }> = async (app, { payroll }) => {
  // The slip queue lives as long as the app: resume unfinished batches when ready, stop cleanly on close.
  app.addHook('onReady', () => payroll.start());
  app.addHook('onClose', () => payroll.stop());

  app.post(
    '/api/admin/generate-salary',
    {
      config: { access: { roles: ADMIN_ONLY } },
      schema: {
        tags: ['payroll'],
        summary: 'Generate salary slips for people and a pay period (runs in the background; answers 202)',
        body: generateSalaryRequestSchema,
        response: { 202: generateSalaryResponseSchema, ...errors, 422: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await payroll.requestGeneration(callerOf(request), request.body)),
  );

  app.get(
    '/api/admin/salaries',
    {
      config: { access: { roles: ADMIN_ONLY } },
      schema: {
        tags: ['payroll'],
        summary: "Everyone's salary records, newest first",
        response: listResponse,
      },
    },
    async (request) => payroll.listAll(callerOf(request)),
  );

  app.get(
    '/api/employees/:id/salaries',
    {
      config: { access: { roles: ANY_ROLE, ownParam: 'id', othersAllowedFor: ADMIN_ONLY } },
      schema: {
        tags: ['payroll'],
        summary: 'Own salary records',
        params: salariesParamsSchema,
        response: listResponse,
      },
    },
    async (request) => payroll.listOf(callerOf(request), request.params.id),
  );

  app.get(
    '/api/admin/:userId/salaries',
    {
      config: { access: { roles: ADMIN_ONLY, ownParam: 'userId', othersAllowedFor: ADMIN_ONLY } },
      schema: {
        tags: ['payroll'],
        summary: "The Admin's own (or anyone's) salary records",
        params: salariesUserParamsSchema,
        response: listResponse,
      },
    },
    async (request) => payroll.listOf(callerOf(request), request.params.userId),
  );

  app.get(
    '/api/hr/:userId/salaries',
    {
      config: { access: { roles: ['HR'], ownParam: 'userId' } },
      schema: {
        tags: ['payroll'],
        summary: "HR's own salary records",
        params: salariesUserParamsSchema,
        response: listResponse,
      },
    },
    async (request) => payroll.listOf(callerOf(request), request.params.userId),
  );
};
