import {
  APPROVALS_MESSAGES,
  STAFF_ROLES,
  wantsPage,
  type ApprovalState,
  type Page,
  type Role,
} from '@hrms/shared';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { forbidden } from '../../lib/errors.ts';
import { pageRequest, toPage } from '../../lib/paging.ts';
import type { RequestColumns } from './approvals.repository.ts';
import type { ApprovalsService, Awaiting, DecisionPlan } from './approvals.service.ts';

/** A request of a caller's queue with where it waits (the presented additive fields). */
export interface Queued<R> {
  request: R;
  state: ApprovalState;
}

/** A queue's sort key, oldest first: the time asked (ISO instant), then a tie breaker (number or id). */
export type QueueKey = readonly [string, string | number];
type PagingQuery = { limit?: number | undefined; cursor?: string | undefined };

/** Where a claims' or advances' queue reads its candidates (each module's repository), and its order. */
export interface QueueSource<R extends Awaiting, K extends QueueKey = QueueKey> {
  /** The pending requests of the requesters `requesters` selects (a subquery of user ids). */
  pendingOf(requesters: SQL): Promise<R[]>;
  /** The pending requests the condition keeps (undefined: every pending one). */
  pendingForHr(mayWaitForHr: (columns: RequestColumns) => SQL | undefined): Promise<R[]>;
  /**
   * Under the 'hr' flow, one page of every pending request but `except`'s (null: none excepted), in the queue's
   * order after `after`, at most `limit`; and how many there are in all (keyset, in SQL).
   */
  pageOfEvery(except: string | null, after: K | null, limit: number): Promise<{ rows: R[]; total: number }>;
  keyOf(request: R): K;
  /** Checks a cursor's key (docs/paging.md: 400 when this queue did not make it). */
  cursorShape: z.ZodType<K>;
}

/** The unparameterised queue's most rows (the newest): what it has always answered at most. */
export const QUEUE_MAX = 2000;

/**
 * A "pending for me" queue of claims or advances (issue 45) that reads only its candidates, never every
 * pending request: those whose current decider is the caller as a person (ApprovalsService.queueReader: the
 * requests of people the caller has managed or stands in for today), and for HR and Admin also those at HR's
 * step (ApprovalsService.hrQueueReader), their own only when they are the sole approver (four-eyes). The exact
 * rule decides on these candidates, so the answer is the rule's for every pending request.
 *
 * The answer (docs/paging.md) is oldest first by the source's key; without a paging parameter the whole queue
 * (its newest QUEUE_MAX, as always), else one page after the cursor. Under the 'hr' flow every pending request
 * waits at HR's step, so HR's and Admins' pages are read a page at a time in SQL (`pageOfEvery`), not as the
 * whole queue. Only the answered requests are presented.
 */
export function callerQueue<R extends Awaiting, K extends QueueKey>(
  approvals: Pick<ApprovalsService, 'queueReader' | 'hrQueueReader' | 'settings' | 'waiting'>,
  source: QueueSource<R, K>,
) {
  const asPerson = approvals.queueReader((requesters) => source.pendingOf(requesters));
  const atHr = approvals.hrQueueReader((mayWaitForHr) => source.pendingForHr(mayWaitForHr));
  return async <T>(
    caller: { id: string; role: Role },
    query: PagingQuery,
    soleApprover: () => Promise<boolean>,
    present: (rows: Queued<R>[]) => Promise<T[]>,
  ): Promise<T[] | Page<T>> => {
    const staff = STAFF_ROLES.includes(caller.role);
    if (staff && wantsPage(query)) {
      const { limit, after } = pageRequest(query, source.cursorShape);
      const settings = await approvals.settings();
      if (settings.flow === 'hr') {
        const except = (await soleApprover()) ? null : caller.id;
        const { rows, total } = await source.pageOfEvery(except, after, limit + 1);
        const states = await approvals.waiting(rows, settings);
        const page = toPage(rows, limit, total, source.keyOf, (request) => request);
        const queued = page.rows.map((request) => ({ request, state: states.get(request.id)!.state }));
        return { ...page, rows: await present(queued) };
      }
    }
    const [forPerson, forHr] = await Promise.all([asPerson(caller.id), staff ? atHr() : []]);
    const own = forHr.some((q) => q.request.requesterId === caller.id);
    const solo = own && (await soleApprover());
    const queued = [
      ...forPerson.filter((q) => q.request.requesterId !== caller.id),
      ...forHr.filter((q) => q.request.requesterId !== caller.id || solo),
    ];
    const sorted = queued
      .map((q) => ({ q, key: source.keyOf(q.request) }))
      .sort((a, b) => compareKeys(a.key, b.key));
    if (!wantsPage(query)) return present(sorted.slice(-QUEUE_MAX).map(({ q }) => q));
    const { limit, after } = pageRequest(query, source.cursorShape);
    const start = after ? sorted.findIndex((k) => compareKeys(k.key, after) > 0) : 0;
    const fetched = start < 0 ? [] : sorted.slice(start, start + limit + 1);
    const page = toPage(
      fetched,
      limit,
      sorted.length,
      (k) => k.key,
      (k) => k.q,
    );
    return { ...page, rows: await present(page.rows) };
  };
}

function compareKeys(a: QueueKey, b: QueueKey): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  if (a[1] === b[1]) return 0;
  return a[1] < b[1] ? -1 : 1;
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
