import type { FastifyPluginAsync } from 'fastify';
import { ON_DUTY_CONTRACT } from '@hrms/shared/overtime/on-duty-contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { OnDutyDecisions } from './on-duty.decisions.ts';
import type { OnDutyService } from './on-duty.service.ts';

/** On-duty and work from home: paths, schemas and access in packages/shared/src/overtime/on-duty*.ts. */
export const onDutyRoutes: FastifyPluginAsync<{
  onDuty: OnDutyService;
  onDutyDecisions: OnDutyDecisions;
}> = async (app, { onDuty, onDutyDecisions }) =>
  registerEndpoints(app, 'onDuty', ON_DUTY_CONTRACT, {
    request: async (request) => onDuty.request(callerOf(request), request.body),
    modes: async () => onDuty.modes(),
    listOwn: async (request) => onDuty.listOwn(callerOf(request).id),
    cancelOwn: async (request) => onDutyDecisions.cancel(callerOf(request), request.params.requestId),
    listForStaff: async () => onDuty.listForStaff(),
    cancelForStaff: async (request) =>
      onDutyDecisions.cancelForStaff(callerOf(request), request.params.id, request.body),
    pendingForMe: async (request) => onDuty.pendingForMe(callerOf(request)),
    approve: async (request) => onDutyDecisions.approve(callerOf(request), request.params.id),
    reject: async (request) => onDutyDecisions.reject(callerOf(request), request.params.id, request.body),
  });
