import type { SQL } from 'drizzle-orm';
import type { OrgTime } from '../../lib/clock.ts';
import { reportsEver } from './approvals.repository.ts';
import type { ApprovalsService, Awaiting } from './approvals.service.ts';

/**
 * One kind of request that waits for a person (leave, corrections), as the hand-over's live push sees it.
 * Each kind announces with the events its queues already listen to.
 */
export interface CoveredQueue {
  /** The pending requests of the requesters `requesters` selects (a subquery of user ids). */
  pendingOf(requesters: SQL): Promise<Awaiting[]>;
  /**
   * After the commit: the request now waits for `arrived` (told as of a new request that waits for them) and
   * no longer for `left` (their queue reloads). Either may be null (HR's step: HR's list holds every request).
   */
  announceMove(requestId: string, move: { arrived: string | null; left: string | null }): Promise<void>;
}

/** Where a manager's reports' pending requests waited before a change to the manager's approved leave. */
export interface CoverSnapshot {
  queues: { queue: CoveredQueue; requests: Awaiting[]; deciders: Map<string, string | null> }[];
}

/**
 * The automatic hand-over's live push (issue 42, docs/organisation.md "Automatic hand-over while a manager is
 * on leave"). The rule is read at request time, so nothing is stored; but a manager's leave approved (or
 * cancelled) today moves their reports' waiting requests at once, and the people on both sides should see
 * it live. `before` reads where those requests wait, `after` (after the commit) reads it again and tells
 * the new decider and the old one of each request that moved. A leave that starts later needs no push now:
 * nothing moves until its first day, and no job runs at midnight (the queues read the rule when opened).
 */
export class CoverMoves {
  constructor(
    private readonly deps: {
      approvals: Pick<ApprovalsService, 'settings' | 'waiting'>;
      orgTime: OrgTime;
      queues: readonly CoveredQueue[];
    },
  ) {}

  /**
   * Before the change, outside any transaction: null when nothing can move (the leave does not cover today,
   * the flow is HR's, or the Admin has not turned the hand-over on).
   */
  async before(
    managerId: string,
    leave: { startDate: string; endDate: string },
  ): Promise<CoverSnapshot | null> {
    const today = this.deps.orgTime.today();
    if (leave.startDate > today || leave.endDate < today) return null;
    const settings = await this.deps.approvals.settings();
    if (settings.flow === 'hr' || settings.handOverOnLeave !== true) return null;
    const queues = [];
    for (const queue of this.deps.queues) {
      const requests = await queue.pendingOf(reportsEver(managerId));
      if (requests.length > 0) queues.push({ queue, requests, deciders: await this.deciders(requests) });
    }
    return queues.length > 0 ? { queues } : null;
  }

  /** After the commit: each request whose decider changed is announced to its new and its old decider. */
  async after(snapshot: CoverSnapshot | null): Promise<void> {
    for (const { queue, requests, deciders } of snapshot?.queues ?? []) {
      const now = await this.deciders(requests);
      for (const request of requests) {
        const left = deciders.get(request.id) ?? null;
        const arrived = now.get(request.id) ?? null;
        if (left !== arrived) await queue.announceMove(request.id, { arrived, left });
      }
    }
  }

  /** Each request's current decider as a person (null at HR's step). */
  private async deciders(requests: readonly Awaiting[]): Promise<Map<string, string | null>> {
    const waiting = await this.deps.approvals.waiting(requests);
    return new Map(requests.map((r) => [r.id, waiting.get(r.id)?.decider.person?.id ?? null]));
  }
}
