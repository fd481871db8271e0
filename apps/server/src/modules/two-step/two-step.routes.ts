import type { FastifyPluginAsync } from 'fastify';
import { TWO_STEP_CONTRACT } from '@hrms/shared/two-step/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { SessionsPort } from './two-step.ports.ts';
import type { TwoStepService } from './two-step.service.ts';

/** Two-step sign-in and active sessions: paths, schemas and access in packages/shared/src/two-step/. */
export const twoStepRoutes: FastifyPluginAsync<{
  twoStep: TwoStepService;
  sessions: SessionsPort;
}> = async (app, { twoStep, sessions }) =>
  registerEndpoints(app, 'twoStep', TWO_STEP_CONTRACT, {
    status: async (request) => twoStep.status(callerOf(request)),
    startSetup: async (request) => twoStep.startSetup(callerOf(request)),
    confirmSetup: async (request) => twoStep.confirmSetup(callerOf(request), request.body, request.ip),
    regenerateRecoveryCodes: async (request) =>
      twoStep.regenerateRecoveryCodes(callerOf(request), request.body, request.ip),
    disable: async (request) => twoStep.disable(callerOf(request), request.body, request.ip),
    sessions: async (request) => sessions.list(callerOf(request)),
    revokeSession: async (request) => sessions.revoke(callerOf(request), request.params.id),
    signOutOthers: async (request) => sessions.signOutOthers(callerOf(request)),
    setting: async () => twoStep.setting(),
    updateSetting: async (request) => twoStep.updateSetting(callerOf(request), request.body),
    personStatus: async (request) => twoStep.personStatus(request.params.id),
    turnOffForPerson: async (request) => twoStep.turnOffForPerson(callerOf(request), request.params.id),
    failedSignIns: async () => sessions.failedSignIns(),
  });
