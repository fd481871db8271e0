// approvals' public face (issue 42, approvals by the manager): the flow setting, delegations and the one
// decider rule that leave asks. A leaf: it never imports leave or attendance (docs/architecture.md).
export { approvalsRoutes } from './approvals.routes.ts';
export { ApprovalsService, type Awaiting, type DecisionPlan } from './approvals.service.ts';
export { DelegationsService } from './delegations.service.ts';
/** The queue and the decide preamble several requests share (claims, advances). */
export { callerQueue, decisionFor, type Queued, type QueueSource } from './approvals.queue.ts';
/** The automatic hand-over's live push: where a manager's reports' requests wait, before and after their leave. */
export { CoverMoves, type CoveredQueue } from './cover-moves.ts';
