import type { FastifyPluginAsync } from 'fastify';
import { OVERTIME_CONTRACT } from '@hrms/shared/overtime/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { OvertimeDecisions } from './overtime.decisions.ts';
import type { OvertimeService } from './overtime.service.ts';

/** Overtime: paths, schemas and access in packages/shared/src/overtime/. */
export const overtimeRoutes: FastifyPluginAsync<{
  overtime: OvertimeService;
  overtimeDecisions: OvertimeDecisions;
}> = async (app, { overtime, overtimeDecisions }) =>
  registerEndpoints(app, 'overtime', OVERTIME_CONTRACT, {
    getSettings: async () => overtime.settings(),
    putSettings: async (request) => overtime.saveSettings(callerOf(request), request.body),
    listOwn: async (request) => overtime.listOwn(callerOf(request).id),
    compOffBalance: async (request) => overtime.compOffBalance(callerOf(request).id),
    listForStaff: async () => overtime.listForStaff(),
    pendingForMe: async (request) => overtime.pendingForMe(callerOf(request)),
    approve: async (request) => overtimeDecisions.approve(callerOf(request), request.params.id, request.body),
    reject: async (request) => overtimeDecisions.reject(callerOf(request), request.params.id, request.body),
  });
