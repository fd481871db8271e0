import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import type { Awaiting, QueueSource } from '../approvals/index.ts';
import * as repo from './claims.repository.ts';

/** A claim as the approval rule sees it. */
export const awaitingOf = (row: repo.ClaimRow): Awaiting => ({
  id: row.id,
  requesterId: row.userId,
  createdAt: row.createdAt,
  step: row.approvalStep,
  stepSince: row.stepSince,
});

export type QueuedClaim = Awaiting & { row: repo.ClaimRow };
const queuedOf = (row: repo.ClaimRow): QueuedClaim => ({ ...awaitingOf(row), row });
/** The queue's sort key and cursor: the time asked, then the claim's number (docs/paging.md). */
const queueKey = z.tuple([z.iso.datetime(), z.number().int()]);

/** Where the claims' queue reads its candidates (approvals' callerQueue). */
export const claimQueueSource = (db: Queryable): QueueSource<QueuedClaim, readonly [string, number]> => ({
  pendingOf: async (requesters) => (await repo.pendingClaimsOf(db, requesters)).map(queuedOf),
  pendingForHr: async (mayWaitForHr) => (await repo.pendingClaimsWhere(db, mayWaitForHr)).map(queuedOf),
  pageOfEvery: async (except, after, limit) => {
    const { rows, total } = await repo.pendingClaimsPage(db, except, after, limit);
    return { rows: rows.map(queuedOf), total };
  },
  keyOf: (request) => [request.createdAt.toISOString(), request.row.number],
  cursorShape: queueKey,
});
