import type { FastifyPluginAsync } from 'fastify';
import { LEAVE_POLICY_CONTRACT } from '@hrms/shared/leave-policy/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import { renderExport, sendExport } from '../../lib/export/render.ts';
import { balancesTable } from './balances-report.ts';
import type { LeaveCancelService } from '../leave/index.ts';
import type { LeaveOpeningService } from './leave-opening.service.ts';
import type { LeavePolicyService } from './leave-policy.service.ts';
import type { LeaveTypesService } from './leave-types.service.ts';

/** Leave policies, balances, the ledger, cancellation and the team calendar: packages/shared/src/leave-policy/. */
export const leavePolicyRoutes: FastifyPluginAsync<{
  leavePolicy: LeavePolicyService;
  leaveCancel: LeaveCancelService;
  leaveOpening: LeaveOpeningService;
  leaveTypes: LeaveTypesService;
}> = async (app, { leavePolicy, leaveCancel, leaveOpening, leaveTypes }) =>
  registerEndpoints(app, 'leavePolicy', LEAVE_POLICY_CONTRACT, {
    getPolicies: async () => leavePolicy.getPolicies(),
    putPolicies: async (request) => leavePolicy.putPolicies(callerOf(request), request.body),
    putPolicy: async (request) => leavePolicy.putPolicy(callerOf(request), request.params.type, request.body),
    balances: async (request) => leavePolicy.balances(request.params.id, request.query.year),
    balancesReport: async (request) => leavePolicy.balancesReport(request.query),
    balancesReportExport: async (request, reply) => {
      const report = await leavePolicy.balancesReport({
        ...request.query,
        subtotals: request.query.subtotals,
      });
      const file = await renderExport(
        balancesTable(report),
        request.query.format,
        `leave-balances-${report.year}`,
      );
      return sendExport(reply, file);
    },
    ledger: async (request) => leavePolicy.ledger(request.params.id, request.query.year),
    adjust: async (request) => leavePolicy.adjust(callerOf(request), request.params.id, request.body),
    preview: async (request) => leavePolicy.preview(request.params.id, request.query),
    cancelOwn: async (request) =>
      leaveCancel.cancelOwn(callerOf(request), request.params.leaveId, request.body?.reason ?? null),
    cancelAny: async (request) =>
      leaveCancel.cancelAny(callerOf(request), request.params.id, request.body.reason),
    calendar: async (request) => leavePolicy.calendar(callerOf(request), request.query),
    openingBalances: async (request) => leaveOpening.fromScreen(callerOf(request), request.body),
    openingCsv: async (request) => leaveOpening.fromCsv(callerOf(request), request.body),
    leaveTypes: async () => leaveTypes.list(),
    createLeaveType: async (request) => leaveTypes.create(callerOf(request), request.body),
    updateLeaveType: async (request) =>
      leaveTypes.update(callerOf(request), request.params.code, request.body),
    archiveLeaveType: async (request) =>
      leaveTypes.archive(callerOf(request), request.params.code, request.body.archived),
  });
