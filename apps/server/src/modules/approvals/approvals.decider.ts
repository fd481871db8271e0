import type { ApprovalFlow, DeciderKind } from '@hrms/shared';

/*
 * Who decides a pending request now (issue 42, docs/organisation.md "Approval flows"): the one rule leave (and,
 * later, corrections) ask. Pure: the service reads the facts (the flow, the requester's manager on the day the
 * request was made, the manager's delegation in force today) and this answers exactly one decider.
 */

export interface Person {
  id: string;
  name: string;
}

export interface DeciderFacts {
  flow: ApprovalFlow;
  /** 1, or 2 once the manager approved under manager-then-hr. */
  step: number;
  requesterId: string;
  /** The requester's reporting manager on the day the request was made, if any. */
  manager: Person | null;
  /** The person the manager handed their approvals to today, if any. */
  delegate: Person | null;
  /**
   * Automatic hand-over (on only when the Admin turned it on and the manager has approved leave covering
   * today): who stands in, in order: the manager's "while I'm on leave" delegate, then the manager's own
   * manager today. Neither may be the requester or the manager; none left: HR.
   */
  onLeave?: { cover: readonly (Person | null)[] } | null;
}

/** A person (the manager or their delegate), or HR: any HR person or Admin other than the requester. */
export type Decider = { kind: Exclude<DeciderKind, 'hr'>; person: Person } | { kind: 'hr'; person: null };

const HR: Decider = { kind: 'hr', person: null };

export function currentDecider(facts: DeciderFacts): Decider {
  const { flow, step, requesterId, manager, delegate, onLeave } = facts;
  if (flow === 'hr' || step >= 2 || !manager || manager.id === requesterId) return HR;
  const eligible = (p: Person | null): p is Person => !!p && p.id !== requesterId && p.id !== manager.id;
  // A delegation the manager (or HR for them) set for dates wins, on leave or not. A delegate who is the
  // requester cannot decide their own: it stays with the manager (or, on leave, goes to the cover).
  if (eligible(delegate)) return { kind: 'delegate', person: delegate };
  if (onLeave) {
    const cover = onLeave.cover.find(eligible);
    return cover ? { kind: 'cover', person: cover } : HR;
  }
  return { kind: 'manager', person: manager };
}

/** What an approval by the current decider does: ends the request, or moves it to HR's step. */
export function afterApproval(flow: ApprovalFlow, step: number, decider: Decider): 'final' | 'to-hr' {
  return flow === 'manager-then-hr' && step === 1 && decider.kind !== 'hr' ? 'to-hr' : 'final';
}

/**
 * Working days after `since` up to and including `today` (`isWorking` from the work calendar): a request made
 * on Friday is one working day old on Monday.
 */
export function workingDaysWaited(
  sinceDay: string,
  today: string,
  days: readonly string[],
  isWorking: (day: string) => boolean,
): number {
  return days.filter((day) => day > sinceDay && day <= today && isWorking(day)).length;
}
