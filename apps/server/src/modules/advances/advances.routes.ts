import type { FastifyPluginAsync } from 'fastify';
import { ADVANCE_CONTRACT } from '@hrms/shared/advances/contract';
import { sendExport } from '../../lib/export/render.ts';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { AdvancesService } from './advances.service.ts';

/** Advances and loans (packages/shared/src/advances/): thin handlers; the rules are AdvancesService's. */
export const advancesRoutes: FastifyPluginAsync<{ advances: AdvancesService }> = async (app, { advances }) =>
  registerEndpoints(app, 'advances', ADVANCE_CONTRACT, {
    request: async (request) => advances.request(callerOf(request), request.body),
    list: async () => advances.list(),
    person: async (request) => advances.person(request.params.id),
    record: async (request) => advances.record(callerOf(request), request.params.id, request.body),
    queue: async (request) => advances.queue(callerOf(request), request.query),
    toPay: async () => advances.toPay(),
    bankFile: async (request, reply) => sendExport(reply, await advances.bankFile(callerOf(request))),
    decide: async (request) => advances.decide(callerOf(request), request.params.id, request.body),
    markPaid: async (request) => advances.markPaid(callerOf(request), request.params.id, request.body.paidOn),
    adjust: async (request) => advances.adjust(callerOf(request), request.params.id, request.body),
  });
