import type { FastifyPluginAsync } from 'fastify';
import { APPROVALS_CONTRACT } from '@hrms/shared/approvals/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { ApprovalsService } from './approvals.service.ts';
import type { DelegationsService } from './delegations.service.ts';

/** Approvals by the manager: paths, schemas and access in packages/shared/src/approvals/. */
export const approvalsRoutes: FastifyPluginAsync<{
  approvals: ApprovalsService;
  delegations: DelegationsService;
}> = async (app, { approvals, delegations }) =>
  registerEndpoints(app, 'approvals', APPROVALS_CONTRACT, {
    getSettings: async () => approvals.settings(),
    putSettings: async (request) => approvals.saveSettings(callerOf(request), request.body),
    delegations: async (request) => delegations.list(callerOf(request)),
    delegate: async (request) => delegations.delegate(callerOf(request), request.body),
    removeDelegation: async (request) => delegations.remove(callerOf(request), request.params.id),
    allDelegations: async () => delegations.listAll(),
    delegateFor: async (request) => delegations.delegateFor(callerOf(request), request.body),
    removeAnyDelegation: async (request) => delegations.removeAny(callerOf(request), request.params.id),
  });
