import type { FastifyPluginAsync } from 'fastify';
import { LEAVE_CONTRACT } from '@hrms/shared/leave/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { LeaveService } from './leave.service.ts';

/**
 * Leave: paths, schemas and access in packages/shared/src/leave/. The approvers' calls are served under
 * /admin and /hr (one route per area), both reaching the same service methods.
 */
export const leaveRoutes: FastifyPluginAsync<{ leave: LeaveService }> = async (app, { leave }) =>
  registerEndpoints(app, 'leave', LEAVE_CONTRACT, {
    listOwn: async (request) => leave.listOwn(callerOf(request).id),
    apply: async (request) => leave.apply(callerOf(request), request.body),
    listForApprovers: async (request) => leave.listForApprovers(callerOf(request)),
    approve: async (request) => leave.approve(callerOf(request), request.params.id),
    reject: async (request) =>
      leave.reject(callerOf(request), request.params.id, request.body.rejectionReason),
    pendingForMe: async (request) => leave.pendingForMe(callerOf(request)),
    approveAsDecider: async (request) => leave.approve(callerOf(request), request.params.id, 'decider'),
    rejectAsDecider: async (request) =>
      leave.reject(callerOf(request), request.params.id, request.body.rejectionReason, 'decider'),
  });
