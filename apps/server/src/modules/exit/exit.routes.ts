import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { EXIT_CONTRACT } from '@hrms/shared/exit/contract';
import { contentDisposition } from '../../lib/export/table.ts';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { ExitDocumentsService, PdfFile } from './exit-documents.service.ts';
import type { ExitService } from './exit.service.ts';
import type { SettlementService } from './settlement.service.ts';
import type { EmploymentService } from './employment.service.ts';
import type { SettlementFollowUpService } from './settlement-follow-up.service.ts';
import type { TeamExitService } from './exit-team.service.ts';

const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.bytes));

/** Exit and settlement: paths, schemas and access in packages/shared/src/exit/. */
export const exitRoutes: FastifyPluginAsync<{
  exits: ExitService;
  settlements: SettlementService;
  documents: ExitDocumentsService;
  employment: EmploymentService;
  followUp: SettlementFollowUpService;
  team: TeamExitService;
}> = async (app, { exits, settlements, documents, employment, followUp, team }) =>
  registerEndpoints(app, 'exit', EXIT_CONTRACT, {
    resign: async (request) => exits.resign(callerOf(request), request.body),
    personExit: async (request) => exits.personExit(callerOf(request), request.params.id),
    record: async (request) => exits.record(callerOf(request), request.params.id, request.body),
    list: async (request) => exits.list(callerOf(request)),
    withdraw: async (request) => exits.withdraw(callerOf(request), request.params.id),
    accept: async (request) => exits.accept(callerOf(request), request.params.id, request.body),
    settlement: async (request) => settlements.get(callerOf(request), request.params.id),
    adjustSettlement: async (request) =>
      settlements.adjust(callerOf(request), request.params.id, request.body),
    finaliseSettlement: async (request) => settlements.finalise(callerOf(request), request.params.id),
    settlementPdf: async (request, reply) =>
      sendPdf(reply, await documents.settlement(callerOf(request), request.params.id)),
    letter: async (request, reply) =>
      sendPdf(reply, await documents.letter(callerOf(request), request.params.id, request.params.kind)),
    rehire: async (request) => employment.rehire(callerOf(request), request.params.id, request.body),
    periods: async (request) => employment.periods(request.params.id),
    settlementsDue: async (request) => followUp.due(callerOf(request)),
    adjustmentStatement: async (request) =>
      followUp.adjustmentStatement(callerOf(request), request.params.id, request.body),
    settlementPaid: async (request) => followUp.markPaid(callerOf(request), request.params.id, request.body),
    settlementPayWithRun: async (request) =>
      followUp.payWithRun(callerOf(request), request.params.id, request.body),
    team: async (request) => team.team(callerOf(request)),
    managerAccept: async (request) => team.accept(callerOf(request), request.params.id, request.body),
  });
