import { callerOf } from '../../plugins/auth.ts';
import type { Handlers } from '../../plugins/register-endpoints.ts';
import type { CorrectionsService } from './corrections.service.ts';

type CorrectionEndpoint =
  | 'requestCorrection'
  | 'listOwnCorrections'
  | 'listCorrections'
  | 'approveCorrection'
  | 'rejectCorrection'
  | 'getCorrectionLimits'
  | 'putCorrectionLimits'
  | 'pendingCorrectionsForMe'
  | 'approveCorrectionAsDecider'
  | 'rejectCorrectionAsDecider';

/** The corrections' handlers, spread into the attendance table's registerEndpoints call. */
export const correctionHandlers = (
  corrections: CorrectionsService,
): Pick<Handlers<'attendance'>, CorrectionEndpoint> => ({
  requestCorrection: async (request) => corrections.request(callerOf(request), request.body),
  listOwnCorrections: async (request) => corrections.listOwn(callerOf(request).id),
  listCorrections: async (request) => corrections.list(callerOf(request), request.query.state),
  approveCorrection: async (request) => corrections.approve(callerOf(request), request.params.id),
  rejectCorrection: async (request) =>
    corrections.reject(callerOf(request), request.params.id, request.body.reason),
  getCorrectionLimits: async () => corrections.limits(),
  putCorrectionLimits: async (request) => corrections.setLimits(callerOf(request), request.body),
  // Issue 42: the manager's (or delegate's) queue and decisions; the service checks the relation.
  pendingCorrectionsForMe: async (request) => corrections.pendingForMe(callerOf(request)),
  approveCorrectionAsDecider: async (request) =>
    corrections.approve(callerOf(request), request.params.id, 'decider'),
  rejectCorrectionAsDecider: async (request) =>
    corrections.reject(callerOf(request), request.params.id, request.body.reason, 'decider'),
});
