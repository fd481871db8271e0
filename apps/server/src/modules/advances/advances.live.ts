import { STAFF_ROLES, type Advance } from '@hrms/shared';
import type { Realtime } from '../../realtime/realtime.ts';
import type { ApprovalsService, Awaiting } from '../approvals/index.ts';

/**
 * Who hears of an advance (issue 45, docs/claims.md), after the commit: a new request reaches HR and Admin (their
 * role rooms) and its decider (and the manager who delegated); a decision reaches the person and HR and Admin
 * (every queue drops or gains the row). The payload is the HTTP answer's.
 */
export async function announceRequested(
  deps: { realtime: Realtime; approvals: Pick<ApprovalsService, 'recipients'> },
  advance: Advance,
  awaiting: Awaiting,
): Promise<void> {
  deps.realtime.emitToRoles(STAFF_ROLES, 'advance_requested', advance);
  for (const id of await deps.approvals.recipients(awaiting))
    deps.realtime.emitToUser(id, 'advance_requested', advance);
}

export function announceDecided(deps: { realtime: Realtime }, advance: Advance): void {
  deps.realtime.emitToUser(advance.employeeId, 'advance_decided', advance);
  deps.realtime.emitToRoles(STAFF_ROLES, 'advance_decided', advance);
}
