import type { FastifyPluginAsync } from 'fastify';
import { PAYROLL_CONTRACT } from '@hrms/shared/payroll/contract';
import { callerOf } from '../../plugins/auth.ts';
import { ownIdOf, registerEndpoints } from '../../plugins/register-endpoints.ts';
import { payrollExportHandlers } from './payroll.export.routes.ts';
import type { PayrollService } from './payroll.service.ts';

/**
 * Payroll: paths, schemas and access in packages/shared/src/payroll/. Own histories are served under
 * each role's area (the Admin may read anyone's); generation answers 202 and runs as a background job.
 */
export const payrollRoutes: FastifyPluginAsync<{ payroll: PayrollService }> = async (app, { payroll }) =>
  registerEndpoints(app, 'payroll', PAYROLL_CONTRACT, {
    generate: async (request) => payroll.requestGeneration(callerOf(request), request.body),
    listAll: async (request) => payroll.listAll(callerOf(request), request.query),
    listOwn: async (request) => payroll.listOf(callerOf(request), ownIdOf(request)),
    ...payrollExportHandlers(payroll),
  });
