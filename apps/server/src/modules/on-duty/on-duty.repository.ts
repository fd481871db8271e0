import { aliasedTable, and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { onDutyRequests, users } from '../../db/schema/index.ts';

export type RequestRow = typeof onDutyRequests.$inferSelect;
export type RequestView = RequestRow & { employeeName: string; deciderName: string | null };

export async function insertRequest(db: Queryable, values: typeof onDutyRequests.$inferInsert) {
  const [row] = await db.insert(onDutyRequests).values(values).returning({ id: onDutyRequests.id });
  return row!.id;
}

/** The person's live (pending or approved) requests whose range meets [from, to] (overlap and monthly limits). */
export async function liveRequestsMeeting(db: Queryable, userId: string, from: string, to: string) {
  return db
    .select({ mode: onDutyRequests.mode, dates: onDutyRequests.dates })
    .from(onDutyRequests)
    .where(
      and(
        eq(onDutyRequests.userId, userId),
        inArray(onDutyRequests.status, ['Pending', 'Approved']),
        lte(onDutyRequests.fromDate, to),
        gte(onDutyRequests.toDate, from),
      ),
    );
}

const decider = aliasedTable(users, 'decider');

function viewQuery(db: Queryable) {
  return db
    .select({ request: onDutyRequests, employeeName: users.name, deciderName: decider.name })
    .from(onDutyRequests)
    .innerJoin(users, eq(users.id, onDutyRequests.userId))
    .leftJoin(decider, eq(decider.id, onDutyRequests.decidedBy));
}

const flatten = (
  rows: { request: RequestRow; employeeName: string; deciderName: string | null }[],
): RequestView[] =>
  rows.map((r) => ({ ...r.request, employeeName: r.employeeName, deciderName: r.deciderName }));

export async function listOwn(db: Queryable, userId: string, limit = 200): Promise<RequestView[]> {
  return flatten(
    await viewQuery(db)
      .where(eq(onDutyRequests.userId, userId))
      .orderBy(desc(onDutyRequests.fromDate), desc(onDutyRequests.createdAt))
      .limit(limit),
  );
}

/** Pending requests (oldest first), then those decided since `decidedSince` (newest first). */
export async function listForStaff(db: Queryable, decidedSince: Date, limit = 500): Promise<RequestView[]> {
  return flatten(
    await viewQuery(db)
      .where(or(eq(onDutyRequests.status, 'Pending'), gte(onDutyRequests.decidedAt, decidedSince)))
      .orderBy(
        sql`${onDutyRequests.status} <> 'Pending'`,
        asc(onDutyRequests.createdAt),
        desc(onDutyRequests.decidedAt),
      )
      .limit(limit),
  );
}

/** The pending rows of the requesters `requesters` selects (a subquery of user ids: approvals' candidates). */
export async function listPendingOf(db: Queryable, requesters: SQL): Promise<RequestView[]> {
  return flatten(
    await viewQuery(db)
      .where(and(eq(onDutyRequests.status, 'Pending'), sql`${onDutyRequests.userId} IN (${requesters})`))
      .orderBy(asc(onDutyRequests.createdAt)),
  );
}

export async function findView(db: Queryable, id: string): Promise<RequestView | undefined> {
  return flatten(await viewQuery(db).where(eq(onDutyRequests.id, id)))[0];
}

/** The decision, only while the request is still pending at `step` (concurrent deciders: the first wins). */
export async function decide(
  db: Queryable,
  id: string,
  step: number,
  set: Partial<typeof onDutyRequests.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(onDutyRequests)
    .set(set)
    .where(
      and(
        eq(onDutyRequests.id, id),
        eq(onDutyRequests.status, 'Pending'),
        eq(onDutyRequests.approvalStep, step),
      ),
    )
    .returning({ id: onDutyRequests.id });
  return rows.length === 1;
}

/** An approved request becomes Cancelled (conditional: a concurrent cancellation finds it no longer approved). */
export async function cancelApproved(
  db: Queryable,
  id: string,
  set: Pick<typeof onDutyRequests.$inferInsert, 'decidedBy' | 'decidedAt' | 'decisionReason'>,
): Promise<boolean> {
  const rows = await db
    .update(onDutyRequests)
    .set({ ...set, status: 'Cancelled' })
    .where(and(eq(onDutyRequests.id, id), eq(onDutyRequests.status, 'Approved')))
    .returning({ id: onDutyRequests.id });
  return rows.length === 1;
}
