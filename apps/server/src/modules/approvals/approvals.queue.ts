import { APPROVALS_MESSAGES, STAFF_ROLES, type Role } from '@hrms/shared';
import { forbidden } from '../../lib/errors.ts';
import type { ApprovalsService, Awaiting, DecisionPlan, Waiting } from './approvals.service.ts';

/**
 * The requests of a "pending for me" queue (claims, advances: issue 45), pure: those whose current decider is
 * the caller (never their own), and for HR and Admin also those at HR's step, their own only when they are the
 * sole approver (four-eyes). `waiting` is ApprovalsService.waiting's answer for the same rows.
 */
export function waitingForCaller<R extends { id: string; userId: string }>(
  caller: { id: string; role: Role },
  rows: readonly R[],
  waiting: ReadonlyMap<string, Waiting>,
  soleApprover: boolean,
): R[] {
  const staff = STAFF_ROLES.includes(caller.role);
  return rows.filter((row) => {
    const w = waiting.get(row.id);
    if (!w) return false;
    if (w.decider.kind !== 'hr') return w.decider.person.id === caller.id && row.userId !== caller.id;
    return staff && (row.userId !== caller.id || soleApprover);
  });
}

/** What the four-eyes rule answers for a staff decision (modules/four-eyes' FourEyes.check; given, not imported). */
export interface OwnDecisionCheck {
  check(
    actor: { id: string; role: Role },
    subjectId: string,
    refusal: string,
  ): Promise<{ selfDecided: boolean }>;
}

/**
 * May the caller decide this request, and how (claims, advances: issue 45)? Its current decider (a person)
 * decides as the decider; anyone else must be HR or an Admin (403 "This request is not waiting for you."
 * otherwise) and decides as staff, where the four-eyes rule refuses their own request (`ownRefusal`) unless they
 * are the sole approver (`selfDecided`). The plan says whether it is final, moves to HR, or is an override.
 */
export async function decisionFor(
  deps: { approvals: Pick<ApprovalsService, 'waiting' | 'plan'>; fourEyes: OwnDecisionCheck },
  caller: { id: string; role: Role },
  request: Awaiting,
  ownRefusal: string,
): Promise<{ plan: DecisionPlan; selfDecided: boolean }> {
  const waiting = (await deps.approvals.waiting([request])).get(request.id)!;
  const isDecider = waiting.decider.kind !== 'hr' && waiting.decider.person.id === caller.id;
  if (!isDecider && !STAFF_ROLES.includes(caller.role)) throw forbidden(APPROVALS_MESSAGES.notWaitingForYou);
  const via = isDecider ? 'decider' : 'staff';
  const { selfDecided } =
    via === 'staff'
      ? await deps.fourEyes.check(caller, request.requesterId, ownRefusal)
      : { selfDecided: false };
  return { plan: await deps.approvals.plan(caller, request, via), selfDecided };
}
